// The catalogue command line.
//   npm run catalogue -- import FILE [--tables DIR] [--out DIR] [--base DIR]
//     Reads the text lines "<category code> <Chinese label> <series> <model group> <part number>" and the CSV
//     tables in DIR (series.csv, products.csv, <Classname>.csv per family, header row naming the fields), and
//     writes the catalogue files to --out (default: the server's catalogue). Data not in the tables is taken from
//     --base (default: the current catalogue in --out). Any rejected line: nothing is written, exit code 1.
//   npm run catalogue -- check [DIR]
//     Validates the catalogue files in DIR (default: the server's catalogue) as the server does at start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CatalogueLoadError, DEFAULT_CATALOGUE_DIR, formatIssue, readCatalogueData } from '../host-site/server/catalogue/load';
import { runImport } from './catalogue/import';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function check(dir: string): number {
  try {
    const d = readCatalogueData(dir);
    console.log(
      `${dir}: valid, version ${d.version}${d.demo ? ' (demo data)' : ''}: ${d.families.length} families, ${d.series.length} series, ` +
        `${d.sizes.length} sizes, ${d.products.length} part numbers, ${d.systems.length} systems`,
    );
    return 0;
  } catch (e) {
    if (e instanceof CatalogueLoadError) {
      for (const issue of e.issues) console.error(formatIssue(issue));
      console.error(`${e.issues.length} problem(s) in ${dir}`);
      return 1;
    }
    throw e;
  }
}

function importCommand(args: string[]): number {
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) {
    console.error('usage: npm run catalogue -- import FILE [--tables DIR] [--out DIR] [--base DIR]');
    return 2;
  }
  const outDir = path.resolve(option(args, '--out') ?? DEFAULT_CATALOGUE_DIR);
  // Without --base, the catalogue being replaced supplies what the tables leave out (the shipped demo when --out is new).
  const baseDir = path.resolve(option(args, '--base') ?? (existsSync(path.join(outDir, 'families.json')) ? outDir : DEFAULT_CATALOGUE_DIR));
  let baseData;
  try {
    baseData = readCatalogueData(baseDir);
  } catch (e) {
    console.error(`the base catalogue ${baseDir} cannot be read: ${(e as Error).message}`);
    return 1;
  }
  const tablesDir = option(args, '--tables');
  const result = runImport({ file: path.resolve(file), outDir, baseData, ...(tablesDir ? { tablesDir: path.resolve(tablesDir) } : {}) });
  for (const r of result.rejected) console.error(`${r.file ?? file}:${r.line}: rejected: ${r.reason}\n    ${r.text}`);
  for (const p of result.problems) console.error(`problem: ${p}`);
  if (!result.ok || !result.data) {
    console.error(`nothing imported: ${result.rejected.length} rejected line(s), ${result.problems.length} problem(s)`);
    return 1;
  }
  for (const n of result.notes) console.log(`note: ${n}`);
  const d = result.data;
  console.log(`imported into ${outDir}: ${d.series.length} series, ${d.sizes.length} sizes, ${d.products.length} part numbers (version ${d.version})`);
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
let code: number;
if (command === 'check') code = check(path.resolve(rest[0] ?? DEFAULT_CATALOGUE_DIR));
else if (command === 'import') code = importCommand(rest);
else {
  console.error('usage: npm run catalogue -- import FILE [--tables DIR] [--out DIR] [--base DIR] | check [DIR]');
  code = 2;
}
process.exit(code);
