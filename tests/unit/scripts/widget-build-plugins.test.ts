// What the browser builds of the widgets leave out (scripts/widget-build/plugins.ts): documentation and the
// bundler-facing re-export, and nothing the elements read at run time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutBuildTimeParts } from '../../../scripts/widget-build/plugins';

const element = `
import { knobs } from './x.styles';
export const meta = {
  tag: 'vs-x',
  doc: 'What x is for.',
  attributes: {
    unitSystem: { type: 'number', default: '2', values: ['1', '2'], doc: 'Default units.' },
    quantity: { type: 'string', doc: \`Quantity\` },
  },
  events: { 'vs-change': { doc: 'On change.', detail: '{ value: number }' } },
  parts: { base: 'The wrapper.' },
  cssProperties: knobs,
} as const;
export const XElement = defineWidget(meta, X);
export * from './index';
export * from './other';
`;

describe('withoutBuildTimeParts', () => {
  it('drops a meta’s documentation and keeps what the element reads: tag, attribute types, event names', () => {
    const out = withoutBuildTimeParts(element, '/p/widgets/x/x.element.ts');
    for (const gone of ['What x is for', 'Default units', 'On change', '{ value: number }', 'The wrapper', 'cssProperties', "default: '2'", "values: ['1', '2']", 'Quantity`']) {
      expect(out).not.toContain(gone);
    }
    expect(out).toContain("tag: 'vs-x'");
    expect(out).toMatch(/unitSystem: \{ type: 'number',\s*\}/);
    expect(out).toMatch(/'vs-change': \{\s*\}/);
    expect(out).toContain('export const XElement = defineWidget(meta, X);');
  });

  it('drops an element module’s re-export of ./index, and nothing else', () => {
    const out = withoutBuildTimeParts(element, '/p/widgets/x/x.element.ts');
    expect(out).not.toContain("export * from './index'");
    expect(out).toContain("export * from './other'");
    expect(withoutBuildTimeParts("export * from './index';\n", '/p/widgets/x/index.ts')).toContain("export * from './index'");
  });

  it('keeps a knob’s default, which styles read at run time, and a token’s value', () => {
    const styles = "export const knobs = { '--vs-x-color': { doc: 'Colour.', default: token('color-primary') } };";
    expect(withoutBuildTimeParts(styles, '/p/widgets/x/x.styles.ts')).toMatch(/\{\s*default: token\('color-primary'\) \}/);
    const tokens = "export const tokens = { radius: { value: '4px', doc: 'Corner radius.' } };";
    expect(withoutBuildTimeParts(tokens, '/p/src/theme/tokens.ts')).toMatch(/radius: \{ value: '4px',\s*\}/);
  });
});

describe('stringsOnDemand', () => {
  // Issue 28: English is in the code that uses it; a language glob fetches every other language, Chinese too.
  it('writes a strings glob out as one chunk per language but English, which stays in the importing code', async () => {
    const { build } = await import('esbuild');
    const { stringsOnDemand } = await import('../../../scripts/widget-build/plugins');
    const root = path.resolve(import.meta.dirname, '../../..');
    const result = await build({
      absWorkingDir: root,
      // A real namespace file: its English units statically, every language by a glob (plugins see files, not stdin).
      entryPoints: ['src/i18n/shared-namespaces.ts'],
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir: path.join(root, 'var/strings-on-demand-test'),
      write: false,
      metafile: true,
      plugins: [stringsOnDemand],
      logLevel: 'silent',
    });
    const outputsWith = (language: string) =>
      Object.values(result.metafile.outputs).filter((output) => Object.keys(output.inputs).some((input) => input.endsWith(`/locales/${language}/units.json`)));
    const entry = 'src/i18n/shared-namespaces.ts';
    expect(outputsWith('en').map((output) => output.entryPoint), 'English in the importing code only').toEqual([entry]);
    for (const language of ['cn', 'de']) {
      expect(outputsWith(language).map((output) => output.entryPoint), `${language} a chunk of its own`).toEqual([`src/i18n/locales/${language}/units.json`]);
    }
  });
});

describe('browserSize', () => {
  // Issue 40: the selector names four words of the shared errors; the rest of the file (taken whole by the engine's
  // chunks) stays out of its first view.
  it('gives a module that names some words of a JSON file only those, while another takes the file whole', async () => {
    const { build } = await import('esbuild');
    const { browserSize } = await import('../../../scripts/widget-build/plugins');
    const root = path.resolve(import.meta.dirname, '../../..');
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['widgets/selector/selector.resources.ts', 'src/i18n/errors-resources.ts'],
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: true,
      outdir: path.join(root, 'var/json-words-test'),
      write: false,
      metafile: true,
      plugins: [browserSize],
      logLevel: 'silent',
    });
    const output = (entry: string) => {
      const [file] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === entry)!;
      const imported = result.metafile.outputs[file]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
      return result.outputFiles.filter((f) => [file, ...imported].some((name) => f.path.endsWith(name))).map((f) => f.text).join('\n');
    };
    const selector = output('widgets/selector/selector.resources.ts');
    expect(selector).toContain('The server cannot be reached');
    expect(selector, 'an error word the selector does not show').not.toContain('This origin may not call the API');
    expect(output('src/i18n/errors-resources.ts')).toContain('This origin may not call the API');
  });
});
