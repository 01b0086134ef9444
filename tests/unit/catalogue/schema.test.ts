import { describe, expect, it } from 'vitest';
import { catalogueFile, entityFileName, Family, Product, Recommendation, SizeTech, Series } from '../../../src/catalogue';
import { tinyCatalogue } from './fixture';

describe('catalogue schemas', () => {
  it('accept the tiny catalogue entity by entity', () => {
    const data = tinyCatalogue();
    for (const entity of ['families', 'series', 'sizes', 'products', 'coils', 'countries', 'webConfig'] as const) {
      const r = catalogueFile(entity).safeParse({ entity, version: 'v', demo: true, sources: [], items: data[entity] });
      expect(r.success, entity).toBe(true);
    }
  });

  it('reject an unknown family Classname and a misspelt field', () => {
    const family = tinyCatalogue().families[0]!;
    expect(Family.safeParse({ ...family, Classname: 'Txv' }).success).toBe(false);
    const { PipelineA: _, ...rest } = family;
    expect(Family.safeParse({ ...rest, PipelineX: true }).success).toBe(false);
  });

  it('tag technical data by family and check the family fields', () => {
    const tech = tinyCatalogue().sizes[0]!.tech!;
    expect(SizeTech.safeParse(tech).success).toBe(true);
    expect(SizeTech.safeParse({ ...tech, family: 'Bv' }).success).toBe(false);
    expect(SizeTech.safeParse({ ...tech, kv: -1 }).success).toBe(false);
    expect(SizeTech.safeParse({ ...tech, connInInch: '3/8 in' }).success).toBe(false);
  });

  it('need a refrigerant on every product and series', () => {
    const data = tinyCatalogue();
    expect(Product.safeParse({ ...data.products[0]!, Refrigerant: [] }).success).toBe(false);
    expect(Series.safeParse({ ...data.series[0]!, Refrigerants: [] }).success).toBe(false);
  });

  it('keep part numbers free of spaces so that the text line format can carry them', () => {
    expect(Product.safeParse({ ...tinyCatalogue().products[0]!, PartNumber: 'SOV 1' }).success).toBe(false);
  });

  it('want a LinkUrl on a Link or Function recommendation, not on a notice', () => {
    const notice = tinyCatalogue().recommendations[1]!;
    expect(Recommendation.safeParse(notice).success).toBe(true);
    expect(Recommendation.safeParse({ ...notice, LinkType: 'Link' }).error?.issues[0]?.path).toEqual(['LinkUrl']);
    expect(Recommendation.safeParse({ ...notice, LinkType: 'Function', LinkUrl: 'unit-converter' }).success).toBe(true);
    expect(Recommendation.safeParse({ ...notice, LinkType: 'Jump' }).success).toBe(false);
  });

  it('name files after entities in kebab-case', () => {
    expect(entityFileName('systemTypes')).toBe('system-types.json');
    expect(entityFileName('webConfig')).toBe('web-config.json');
    expect(entityFileName('products')).toBe('products.json');
  });

  it('require the demo flag and version in every file header', () => {
    const r = catalogueFile('families').safeParse({ entity: 'families', sources: [], items: [] });
    expect(r.success).toBe(false);
  });
});
