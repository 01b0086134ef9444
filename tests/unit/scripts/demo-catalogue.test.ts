import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR } from '../../../host-site/server/catalogue/load';
import { demoCatalogueFiles } from '../../../scripts/demo-catalogue/build';

describe('generate-demo-catalogue', () => {
  // The files are generated, never edited by hand: a change to the definitions must come with regenerated files.
  it('reproduces the committed files byte for byte', () => {
    for (const f of demoCatalogueFiles()) {
      expect(readFileSync(path.join(DEFAULT_CATALOGUE_DIR, f.name), 'utf8') === f.text, `${f.name} is stale: run npx tsx scripts/generate-demo-catalogue.ts`).toBe(true);
    }
  });
});
