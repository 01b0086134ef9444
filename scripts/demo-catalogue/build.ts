// Turns the compact series definitions into the catalogue's entities: Ids in definition order, part numbers
// numbered per family and series, references resolved by name. Deterministic: same definitions, same files.
import { catalogueFiles, type CatalogueData, type Coil, type EntityName, type FamilyClassname, type Product, type Recommendation, type Series, type Size, type Source, type SystemApp } from '../../src/catalogue';
import { buildAccessories } from './accessories';
import { COILS } from './coils';
import { CONTROL_SERIES } from './controls';
import { EEV_SERIES } from './eev';
import { FILTER_SERIES } from './filter';
import type { SeriesDef } from './helpers';
import { BV_SERIES, CVS_SERIES, SG_SERIES, SSV_SERIES } from './line-valves';
import { MV4_SERIES } from './mv4';
import { APPROVALS, COUNTRIES, FAMILIES, RECOMMENDATIONS, REFRIGERANTS, SYSTEM_MEMO_CN, SYSTEM_TYPES, SYSTEMS, WEB_CONFIG } from './reference';
import { EPRV_SERIES, XTF_SERIES } from './regulators';
import { NOTICE, SOURCES } from './sources';
import { SOV_SERIES } from './sov';
import { withLanguages } from './texts';
import { bilingual } from './texts-cn';
import { TXV_SERIES } from './txv';

export const DEMO_VERSION = '2025.1-demo';

/** Part-number prefix per family (catalogue-facts §17 demo scheme: <FAMILY>-<5 digits>). */
const PREFIX: Record<FamilyClassname, string> = {
  Sov: 'SOV', TxvOld: 'TXV', Eev: 'EEV', Mv4: 'MV4', Filter: 'FDR', Xtf: 'XTF', Eprv: 'EPR', Cvs: 'CVS',
  Bv: 'BV', Ssv: 'SSV', Sg: 'SG', Pt: 'PT', Ps: 'PS', Pc: 'PC', Pc2: 'PCD',
};

export const ALL_SERIES: SeriesDef[] = [
  ...SOV_SERIES, ...TXV_SERIES, ...EEV_SERIES, ...MV4_SERIES, ...FILTER_SERIES, ...XTF_SERIES, ...EPRV_SERIES,
  ...CVS_SERIES, ...BV_SERIES, ...SSV_SERIES, ...SG_SERIES, ...CONTROL_SERIES,
];

/** A series' common data with its texts (body, rating note) in both languages. */
function seriesTech(tech: SeriesDef['tech']): Series['tech'] {
  const { body, rating } = tech;
  return {
    ...tech,
    ...(rating ? { rating: { ...rating, ...(rating.note !== undefined ? { note: typeof rating.note === 'string' ? bilingual(rating.note) : rating.note } : {}) } } : {}),
    ...(body !== undefined ? { body: typeof body === 'string' ? bilingual(body) : body } : {}),
  };
}

/** A series' needs: its own, and flare nuts when any of its products has SAE ends (every flare end takes a nut). */
function needsOf(def: SeriesDef): Pick<Series, 'needs'> {
  const flare = def.sizes.some((size, i) => def.variants(size, i).some((v) => v.connectionType === 'SAE'));
  const needs = [...(def.needs ?? []), ...(flare ? (['flare-nut'] as const) : [])];
  return needs.length > 0 ? { needs } : {};
}

export function buildDemoCatalogue(): CatalogueData {
  const familyId = (c: string) => {
    const f = FAMILIES.find((x) => x.Classname === c);
    if (!f) throw new Error(`unknown family ${c}`);
    return f.Id;
  };
  const sourceIds = new Set(SOURCES.map((s) => s.id));

  const series: Series[] = [];
  const sizes: Size[] = [];
  const products: Product[] = [];
  const coilIdByName = new Map(COILS.map((c, i) => [c.Name, i + 1]));
  const seriesIdByName = new Map<string, number>();

  const ordered = [...ALL_SERIES].sort((a, b) => familyId(a.family) - familyId(b.family));
  const indexInFamily = new Map<string, number>();
  for (const def of ordered) {
    const id = series.length + 1;
    const k = indexInFamily.get(def.family) ?? 0;
    indexInFamily.set(def.family, k + 1);
    if (seriesIdByName.has(def.name)) throw new Error(`series name ${def.name} used twice`);
    seriesIdByName.set(def.name, id);
    for (const src of def.sources) if (!sourceIds.has(src)) throw new Error(`series ${def.name} cites unknown source ${src}`);
    series.push({
      Id: id,
      Valveid: familyId(def.family),
      Name: def.name,
      Description: def.description,
      Sort: k + 1,
      Refrigerants: def.refrigerants,
      Safetycer: def.approvals,
      tech: seriesTech(def.tech),
      ...(def.special ? { special: def.special } : {}),
      ...(def.invented ? { invented: true } : {}),
      sources: [...def.sources, 'demo-estimate'],
      ...needsOf(def),
    });
    let running = 0;
    def.sizes.forEach((sizeDef, i) => {
      const sizeId = sizes.length + 1;
      sizes.push({ Id: sizeId, Serialid: id, Name: sizeDef.name, Sort: i + 1, ...(sizeDef.tech ? { tech: sizeDef.tech } : {}) });
      for (const v of def.variants(sizeDef, i)) {
        running += 1;
        const coil = v.coil === undefined ? undefined : COILS.find((c) => c.Name === v.coil);
        if (v.coil !== undefined && !coil) throw new Error(`unknown coil ${v.coil}`);
        products.push({
          PartNumber: v.partNumber ?? `${PREFIX[def.family]}-${10000 + k * 1000 + running}`,
          ProductName: v.model,
          Serialid: id,
          Valveid: familyId(def.family),
          Sizeid: sizeId,
          ProductType: bilingual(v.productType),
          ...(v.connectionType ? { ConnectionType: v.connectionType } : {}),
          ...(v.connectionIn ? { ConnectionIn: v.connectionIn } : {}),
          ...(v.connectionOut ? { ConnectionOut: v.connectionOut } : {}),
          ...(coil
            ? { Coilid: coilIdByName.get(coil.Name)!, CoilVoltage: `${coil.VoltageV} V ${coil.Current}${coil.FrequencyHz ? ` ${coil.FrequencyHz} Hz` : ''}` }
            : {}),
          ...(v.charge ? { Charge: v.charge } : {}),
          Refrigerant: v.refrigerants ?? def.refrigerants,
          Safetycer: v.approvals ?? def.approvals,
        });
      }
    });
    if (running > 999) throw new Error(`series ${def.name} has more than 999 part numbers: numbering would overflow`);
  }

  const seriesId = (name: string) => {
    const id = seriesIdByName.get(name);
    if (id === undefined) throw new Error(`unknown series ${name}`);
    return id;
  };

  const coils: Coil[] = COILS.map(({ series: names, ...c }, i) => ({ Id: i + 1, ...c, Serialids: names.map(seriesId) }));

  const systems: SystemApp[] = SYSTEMS.map(([slug, type, cn, en, families, seriesNames, memo], i) => ({
    Id: i + 1,
    Name: { cn, en },
    ImgUrl: `/images/systems/${slug}.svg`,
    Sort: type,
    Valveids: families.map(familyId),
    Serialids: seriesNames.map(seriesId),
    Memo: { cn: SYSTEM_MEMO_CN[slug] ?? memo, en: memo },
  }));

  const partNumberOf = (family: string, productName: string) => {
    const found = products.filter((p) => p.Valveid === familyId(family) && p.ProductName === productName);
    if (found.length !== 1) throw new Error(`${found.length} products of ${family} are named ${productName}`);
    return found[0]!.PartNumber;
  };

  const recommendations: Recommendation[] = RECOMMENDATIONS.map((r, i) => ({
    Id: i + 1,
    Safetycer: r.approvals,
    Refrigerant_S: r.refrigerants,
    Location: r.locations,
    Valveid: familyId(r.family),
    Serialids: r.series.map(seriesId),
    ...(r.product ? { PartNumber: partNumberOf(r.family, r.product) } : {}),
    Title: { cn: r.title[0], en: r.title[1] },
    Content: { cn: r.content[0], en: r.content[1] },
    LinkType: r.link?.type ?? 'Recommend',
    ...(r.link?.type === 'Link' || r.link?.type === 'Function' ? { LinkUrl: r.link.url } : {}),
    // A site function is no product: it has no product picture.
    ...(r.link?.type === 'Function' ? {} : { ImgUrl: `/images/families/${r.family}.svg` }),
    Sort: i + 1,
  }));

  return withLanguages({
    version: DEMO_VERSION,
    demo: true,
    sources: SOURCES,
    families: FAMILIES,
    systemTypes: SYSTEM_TYPES,
    systems,
    series,
    sizes,
    products,
    coils,
    accessories: buildAccessories(series, sizes, products),
    refrigerants: REFRIGERANTS,
    approvals: APPROVALS,
    countries: COUNTRIES,
    recommendations,
    webConfig: WEB_CONFIG,
  });
}

/** The demo files as written to disk: each names the sources behind its figures; files without figures name none. */
export function demoCatalogueFiles(data: CatalogueData = buildDemoCatalogue()): { name: string; text: string }[] {
  const sourcesFor = (entity: EntityName): Source[] => {
    if (entity === 'refrigerants') return data.sources.filter((s) => s.id === 'refrigerant-classes');
    if (entity === 'countries' || entity === 'webConfig' || entity === 'systemTypes' || entity === 'approvals') return [];
    return data.sources.filter((s) => s.id !== 'refrigerant-classes');
  };
  return catalogueFiles(data, { notice: NOTICE, sourcesFor });
}
