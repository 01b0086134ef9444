// The package's declarations without React's types outside its React entry (issue 28): a shop that checks its
// libraries (skipLibCheck false) and has no @types/react (declared an optional peer) must compile the elements,
// their properties, events and the tag map. The widgets' React components stay typed: their declarations return
// RenderedElement / RenderedNode, which are `unknown` until the React entry (esm/react-jsx.d.ts) fills them in
// with React's JSX.Element and ReactNode.

/** The file the component declarations import their return types from. */
export const renderingDeclarations = `// What a widget's React component renders, as the shop's types know it (written by scripts/widget-build/react-types.ts).
/** Filled in by '@valve-selector/widgets/react' with React's types; empty without them. */
export interface ReactRendering {}
/** React's JSX.Element once the React entry is imported, else unknown. */
export type RenderedElement = ReactRendering extends { element: infer E } ? E : unknown;
/** React's ReactNode once the React entry is imported, else unknown. */
export type RenderedNode = ReactRendering extends { node: infer N } ? N : unknown;
`;

/** Appended to the React entry's declarations: React's types for the components' renderings. */
export const reactRenderingAugmentation = `
declare module './rendering.js' {
    interface ReactRendering {
        element: import('react').JSX.Element;
        node: import('react').ReactNode;
    }
}
`;

const emotionRuntime = /^import (?:\* as _emotion_react_jsx_runtime from )?'@emotion\/react\/jsx-runtime';\n/gm;
const reactNodeImport = /^import \{ ReactNode \} from 'react';\n/m;
// The declaration bundler keeps a bare `import 'react'` where a chunk it merged imported React's types; in a
// declaration file it only loads them, which a shop without @types/react cannot.
const bareReactImport = /^import 'react';\n/gm;

/** A declaration file of a widget or chunk with React's types replaced by the rendering types. */
export function withoutReactTypes(declarations: string): string {
  const rewritten = declarations
    .replace(emotionRuntime, '')
    .replace(reactNodeImport, '')
    .replace(bareReactImport, '')
    .replaceAll('_emotion_react_jsx_runtime.JSX.Element', 'RenderedElement')
    .replace(/\): ReactNode;/g, '): RenderedNode;')
    .replace(/\) => ReactNode;/g, ') => RenderedNode;');
  const stillReact = rewritten.match(/.*(?:from 'react'|import 'react'|'@emotion\/react|\bReact[A-Z]\w*\b).*/);
  if (stillReact) throw new Error(`a widget declaration still uses React's types: ${stillReact[0]}`);
  const used = ['RenderedElement', 'RenderedNode'].filter((name) => rewritten.includes(name));
  return used.length ? `import type { ${used.join(', ')} } from './rendering.js';\n${rewritten}` : rewritten;
}
