// `npm test`'s package stage: the built widgets as a shop's bundler gets them. Packs dist/widgets (`npm pack`),
// installs the tarball with React into a fresh Vite + TypeScript app outside this repository (so that nothing
// resolves from our node_modules), type-checks a page that uses the elements' typings (the DOM's tag and event maps
// and, through the package's React entry, React's JSX) with the libraries' declarations checked too (skipLibCheck
// false), builds it, and leaves the built app in var/package-consumer for the embed test that opens it in Chromium (tests/embed/package.test.ts).
// Before that, a shop without @types/react type-checks the DOM page alone the same way (issue 28).
// Run after the build stage; it exits non-zero, saying why, when the package does not install, type-check or build.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { widgetsDist } from './build-widgets';
import { widgetPackageName } from './widget-build/package-manifest';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..');
export const packageConsumerDir = path.join(projectRoot, 'var/package-consumer');

const root = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const versionOf = (name: string) => root.dependencies[name] ?? root.devDependencies[name];

/**
 * The DOM side of a shop's page: createElement knows the element, its properties are typed, its event's detail too.
 * Needs no React types: the plain shop (without @types/react) compiles it as it is.
 */
const domUse = `import '${widgetPackageName}/unit-converter';
import '${widgetPackageName}/search-box';

const converter = document.createElement('vs-unit-converter');
converter.quantity = 'Press';
converter.value = 10;
converter.addEventListener('vs-convert', (event) => {
  const result: number = event.detail.result;
  document.body.dataset.converted = String(result);
});
// The typings are real, not any: a wrong value is an error (checked by tsc, never run).
export function refusedByTypes(element: HTMLElementTagNameMap['vs-unit-converter']) {
  // @ts-expect-error value is a number
  element.value = 'ten';
  // @ts-expect-error quantity is one of the quantities
  element.quantity = 'Colour';
}
document.getElementById('shop')!.append(converter);
`;

/** A page that uses two widgets the ways a shop does: from the DOM with typed properties and events, and from React's JSX. */
const files: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Shop</title>
    <script>
      window.pageErrors = [];
      addEventListener('error', (e) => pageErrors.push(String(e.message)));
      addEventListener('unhandledrejection', (e) => pageErrors.push(String(e.reason)));
    </script>
  </head>
  <body>
    <link rel="icon" href="data:," />
    <main id="shop"></main>
    <div id="react-root"></div>
    <script type="module" src="./src/main.tsx"></script>
  </body>
</html>
`,
  'src/dom.ts': domUse,
  'src/main.tsx': `import './dom';
// React pages import the JSX typings of the tags from the React entry (it needs @types/react).
import '${widgetPackageName}/react';
import { createRoot } from 'react-dom/client';
import { UnitConverter } from '${widgetPackageName}/unit-converter';

// React: the JSX typings land on the shop's own React.
createRoot(document.getElementById('react-root')!).render(<vs-unit-converter id="from-react" quantity="Temp" value={0} />);
// @ts-expect-error value is a number in JSX too
export const refused = () => <vs-unit-converter value="zero" />;
// With the React entry the widgets' components are React components (without it they render \`unknown\`).
export const component = () => <UnitConverter quantity="Temp" value={0} />;
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Stricter than Vite's templates (skipLibCheck true): a shop that checks its libraries checks ours and
        // every declaration they import, so the package's .d.ts and what they reach must type-check.
        skipLibCheck: false,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  ),
  'vite.config.mjs': `export default { base: './', logLevel: 'warn', build: { outDir: 'dist', target: 'es2022' } };\n`,
};

/** Runs a command in a consumer app; a failure says what it was doing and what the command printed. */
async function step(app: string, what: string, command: string, args: string[]): Promise<void> {
  try {
    await run(command, args, { cwd: app, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${what} failed:\n${out}${stderr}`, { cause: error });
  }
}

async function writeApp(app: string, manifest: object, appFiles: Record<string, string>): Promise<void> {
  await mkdir(path.join(app, 'src'), { recursive: true });
  await writeFile(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  for (const [file, text] of Object.entries(appFiles)) await writeFile(path.join(app, file), text);
}

const install = ['install', '--no-audit', '--no-fund', '--prefer-offline'];

/**
 * A shop without @types/react (an optional peer) that checks its libraries (issue 28): the DOM page alone, compiled
 * with `tsc --noEmit --skipLibCheck false`. React itself comes as the package's peer; its types must not be needed.
 */
async function checkWithoutReactTypes(work: string, tarball: string): Promise<void> {
  const app = path.join(work, 'plain-shop');
  const tsconfig = JSON.parse(files['tsconfig.json']!) as { compilerOptions: Record<string, unknown> };
  delete tsconfig.compilerOptions.jsx;
  await writeApp(
    app,
    { name: 'plain-shop', private: true, type: 'module', dependencies: { [widgetPackageName]: `file:${tarball}` }, devDependencies: { typescript: versionOf('typescript') } },
    { 'src/main.ts': domUse, 'tsconfig.json': JSON.stringify(tsconfig, null, 2) },
  );
  await step(app, 'installing the packed widgets into a shop without React types', 'npm', install);
  if (await stat(path.join(app, 'node_modules/@types/react')).catch(() => undefined)) {
    throw new Error('the shop without React types got @types/react installed: something in the package requires it');
  }
  await step(app, 'type-checking a shop without @types/react against the package typings', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--skipLibCheck', 'false']);
}

async function main(): Promise<void> {
  if (!(await stat(path.join(widgetsDist, 'package.json')).catch(() => undefined))) {
    throw new Error('dist/widgets/package.json is missing: build the widgets first (npm run build:widgets)');
  }
  const work = await mkdtemp(path.join(tmpdir(), 'vs-package-'));
  try {
    const { stdout } = await run('npm', ['pack', widgetsDist, '--pack-destination', work, '--json'], { cwd: work });
    const tarball = path.join(work, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
    await checkWithoutReactTypes(work, tarball);
    const app = path.join(work, 'shop');
    const manifest = {
      name: 'shop',
      private: true,
      type: 'module',
      dependencies: { [widgetPackageName]: `file:${tarball}`, react: versionOf('react'), 'react-dom': versionOf('react-dom') },
      devDependencies: {
        vite: versionOf('vite'),
        typescript: versionOf('typescript'),
        '@types/react': versionOf('@types/react'),
        '@types/react-dom': versionOf('@types/react-dom'),
      },
    };
    await writeApp(app, manifest, files);
    await step(app, 'installing the packed widgets into a fresh app', 'npm', install);
    await step(app, 'type-checking the app (with @types/react and the React entry) against the package typings', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--skipLibCheck', 'false']);
    await step(app, 'building the app with Vite', 'npx', ['vite', 'build']);
    await rm(packageConsumerDir, { recursive: true, force: true });
    await cp(path.join(app, 'dist'), packageConsumerDir, { recursive: true });
    console.log(
      `package: ${path.basename(tarball)} type-checks without @types/react (skipLibCheck false), and installs, type-checks with the React entry and builds in a fresh Vite app (var/package-consumer)`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
