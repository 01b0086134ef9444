// The demo catalogue read straight from its JSON files, so that the tests compute what the calls should answer
// without the server's code (the model, the indexes, the loader).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const catalogueDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../host-site/server/catalogue/data');

interface Label {
  cn: string;
  en: string;
}

export interface DemoFamily {
  Id: number;
  Classname: string;
  Name: Label;
  Sort: number;
  CalculateType: number;
}
export interface DemoSeries {
  Id: number;
  Valveid: number;
  Name: string;
  Sort: number;
  Refrigerants: string[];
  tech: { psBar: number; body?: Label; rating?: { note?: Label } };
}
export interface DemoSize {
  Id: number;
  Serialid: number;
  Name: string;
  Sort: number;
  tech?: Record<string, unknown> & { psBar?: number };
}
export interface DemoProduct {
  PartNumber: string;
  ProductName: string;
  ProductType: Label;
  Valveid: number;
  Serialid: number;
  Sizeid: number;
  ConnectionType?: string;
  Refrigerant: string[];
  Safetycer: string[];
}
export interface DemoSystem {
  Id: number;
  Name: Label;
  Sort: number;
  Valveids: number[];
  Serialids: number[];
}
export interface DemoCountry {
  Id: number;
  Country: string;
  CountryEn: string;
  Iso: string;
  Location: string;
}
export interface DemoRecommendation {
  Id: number;
  Safetycer: string[];
  Refrigerant_S: string[];
  Location: string[];
  Valveid: number;
  Serialids: number[];
  PartNumber?: string;
  LinkType: string;
  LinkUrl?: string;
  Sort: number;
}
export interface DemoWebConfig {
  KeyName: string;
  Type: string;
  Content: string;
  Location?: string;
}

function items<T>(file: string): T[] {
  return (JSON.parse(readFileSync(path.join(catalogueDir, file), 'utf8')) as { items: T[] }).items;
}

export const demo = {
  version: (JSON.parse(readFileSync(path.join(catalogueDir, 'families.json'), 'utf8')) as { version: string }).version,
  families: items<DemoFamily>('families.json'),
  series: items<DemoSeries>('series.json'),
  sizes: items<DemoSize>('sizes.json'),
  products: items<DemoProduct>('products.json'),
  coils: items<{ Id: number; Serialids: number[] }>('coils.json'),
  systems: items<DemoSystem>('systems.json'),
  systemTypes: items<{ Id: number }>('system-types.json'),
  refrigerants: items<{ Name: string }>('refrigerants.json'),
  approvals: items<{ Code: string }>('approvals.json'),
  countries: items<DemoCountry>('countries.json'),
  recommendations: items<DemoRecommendation>('recommendations.json'),
  webConfig: items<DemoWebConfig>('web-config.json'),
};

export function familyNamed(classname: string): DemoFamily {
  return demo.families.find((f) => f.Classname === classname)!;
}

export function seriesNamed(name: string): DemoSeries {
  return demo.series.find((s) => s.Name === name)!;
}

/** True when a product has every approval group (a group "A,B" is met by either). */
export function hasApprovals(product: DemoProduct, groups: string[]): boolean {
  return groups.every((group) => group.split(',').some((code) => product.Safetycer.includes(code)));
}
