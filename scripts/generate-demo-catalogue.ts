// Generates the demo catalogue files (host-site/server/catalogue/data/*.json) from the compact series
// definitions in scripts/demo-catalogue/. Deterministic: run it again and the files do not change.
// Usage: npx tsx scripts/generate-demo-catalogue.ts [--out DIR]
import path from 'node:path';
import { catalogueFile, checkCatalogue, ENTITY_NAMES } from '../src/catalogue';
import { writeDirAtomic } from './catalogue/write-atomic';
import { buildDemoCatalogue, demoCatalogueFiles } from './demo-catalogue/build';

const root = path.resolve(import.meta.dirname, '..');
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 && process.argv[outArg + 1] ? path.resolve(process.argv[outArg + 1]!) : path.join(root, 'host-site/server/catalogue/data');

const data = buildDemoCatalogue();

// Validate before writing: the generator must never produce files the loader rejects.
const problems: string[] = [];
for (const entity of ENTITY_NAMES) {
  const result = catalogueFile(entity).safeParse({ entity, version: data.version, demo: true, sources: [], items: data[entity] });
  if (!result.success) for (const i of result.error.issues.slice(0, 5)) problems.push(`${entity}: ${i.path.join('.')}: ${i.message}`);
}
for (const i of checkCatalogue(data).slice(0, 20)) problems.push(`${i.entity}[${i.index}].${i.path.join('.')}: ${i.message}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

writeDirAtomic(out, demoCatalogueFiles(data));
console.log(
  `wrote ${out}: ${data.families.length} families, ${data.series.length} series, ${data.sizes.length} sizes, ` +
    `${data.products.length} part numbers, ${data.systems.length} systems, ${data.coils.length} coils`,
);
