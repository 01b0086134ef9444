// Issue #10: series names must not collide with size names (the demo's series MDF-A02 beside MDF's size MDF-A02).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, checkCatalogue, textIn } from '../../../src/catalogue';
import { CatalogueLoadError, readCatalogueData } from '../../../host-site/server/catalogue/load';
import { tinyCatalogue } from './fixture';

describe('series and size names', () => {
  it("refuses a size carrying another series' name, naming both", () => {
    const data = tinyCatalogue();
    data.sizes[2]!.Name = 'MDF';
    expect(checkCatalogue(data)).toEqual([
      { entity: 'sizes', index: 2, path: ['Name'], message: "size MDF has the name of series 1 (MDF): rename one, only a series' own size may share its name" },
    ]);
  });

  it('compares names in any case, since the search and the lists do', () => {
    const data = tinyCatalogue();
    data.sizes[2]!.Name = 'mdf';
    expect(checkCatalogue(data).map((issue) => `${issue.entity}[${issue.index}].${issue.path.join('.')}`)).toEqual(['sizes[2].Name']);
  });

  it("lets a one-size series name its size as itself", () => {
    const data = tinyCatalogue();
    data.sizes[3]!.Name = 'YCQB';
    expect(checkCatalogue(data)).toEqual([]);
  });

  it('stops the load with file, line, field and the reason', () => {
    const data = tinyCatalogue();
    data.sizes[2]!.Name = 'MDF';
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-names-'));
    try {
      for (const f of catalogueFiles(data)) writeFileSync(path.join(dir, f.name), f.text);
      expect(() => readCatalogueData(dir)).toThrow(CatalogueLoadError);
      expect(() => readCatalogueData(dir)).toThrow(/sizes\.json:\d+: items\[2\]\.Name: size MDF has the name of series 1 \(MDF\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds no collision in the shipped demo catalogue', () => {
    const data = readCatalogueData();
    const seriesNames = new Set(data.series.map((s) => s.Name.toLowerCase()));
    const own = new Map(data.series.map((s) => [s.Id, s.Name.toLowerCase()]));
    expect(data.sizes.filter((size) => seriesNames.has(size.Name.toLowerCase()) && own.get(size.Serialid) !== size.Name.toLowerCase())).toEqual([]);
  });
});

describe('catalogue texts', () => {
  it('says a bilingual text in the language asked, and a one-language text in both', () => {
    expect(textIn({ cn: '常闭', en: 'NC' }, 'cn')).toBe('常闭');
    expect(textIn({ cn: '常闭', en: 'NC' }, 'en')).toBe('NC');
    expect(textIn('Standard', 'cn')).toBe('Standard');
  });

  it('gives every product type, body and rating note of the demo in Chinese', () => {
    const data = readCatalogueData();
    const texts = [...data.products.map((p) => p.ProductType), ...data.series.flatMap((s) => [s.tech.body, s.tech.rating?.note])].filter((t) => t !== undefined);
    for (const text of texts) {
      expect(typeof text, JSON.stringify(text)).toBe('object');
      expect(textIn(text, 'cn'), JSON.stringify(text)).not.toBe(textIn(text, 'en'));
    }
  });
});
