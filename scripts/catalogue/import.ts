// Import of a maker's range: the specification's text lines (category code, Chinese category label, series,
// model group, part number) plus technical tables in CSV. Series, sizes and products come from the lines;
// their data from the tables, or from the base catalogue where a name already exists there; everything else
// (refrigerants, approvals, countries, systems ...) is carried over from the base with references remapped by
// name. Any rejected line or inconsistency means nothing is written.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueFile,
  catalogueFiles,
  checkCatalogue,
  ENTITY_NAMES,
  FAMILY_CLASSNAMES,
  fnv1a,
  LIST_ONLY_FAMILIES,
  Product,
  SIZE_TECH_BY_FAMILY,
  type CatalogueData,
  type FamilyClassname,
  Series,
  type Size,
  type SizeTech,
} from '../../src/catalogue';
import { cellsToObject, listCell, parseCsv, type CsvRecord, type Rejection } from './csv';
export type { Rejection } from './csv';
import { parseRatingTables, type RatingTables } from './ratings';
import { writeDirAtomic } from './write-atomic';

/** One accepted text line. */
export interface LineRow {
  line: number;
  family: FamilyClassname;
  label: string;
  series: string;
  model: string;
  partNumber: string;
}


export interface ImportResult {
  ok: boolean;
  rejected: Rejection[];
  /** Problems of the assembled catalogue (cross-file checks); none when ok. */
  problems: string[];
  /** What was carried over or dropped from the base, for the report. */
  notes: string[];
  data?: CatalogueData;
}

/** Technical tables: series.csv, products.csv, one <Classname>.csv per family and its rating file, as text. */
export interface Tables {
  series?: string;
  products?: string;
  families: Partial<Record<FamilyClassname, string>>;
  /** `<Classname>-ratings.csv` of the families whose sizes carry makers' rating tables. */
  ratings?: Partial<Record<RatedFamily, string>>;
}

/** The families whose technical data may carry a maker's rating table (expansion valves). */
export const RATED_FAMILIES = ['TxvOld', 'Eev'] as const;
export type RatedFamily = (typeof RATED_FAMILIES)[number];

const CODE = /^[A-Za-z0-9][A-Za-z0-9()\-_./+#]{0,59}$/;

/** Checks the text lines one by one; line-level rules only (format, codes, duplicates, consistent names). */
export function parseLineFile(text: string): { rows: LineRow[]; rejected: Rejection[] } {
  const rows: LineRow[] = [];
  const rejected: Rejection[] = [];
  const labelOf = new Map<FamilyClassname, { label: string; line: number }>();
  const familyOfSeries = new Map<string, { family: FamilyClassname; line: number }>();
  const seriesOfModel = new Map<string, { series: string; line: number }>();
  const partLine = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const reject = (reason: string) => rejected.push({ line, text: trimmed, reason });
    const tokens = trimmed.split(/\s+/);
    if (tokens.length !== 5)
      return reject(`expected 5 space-separated fields (category code, Chinese category label, series, model group, part number), found ${tokens.length}`);
    const [code, label, series, model, partNumber] = tokens as [string, string, string, string, string];
    const family = FAMILY_CLASSNAMES.find((f) => f.toLowerCase() === code.toLowerCase());
    if (!family) return reject(`unknown category code ${code} (expected one of ${FAMILY_CLASSNAMES.join(', ')})`);
    for (const [what, value] of [['series', series], ['model group', model], ['part number', partNumber]] as const)
      if (!CODE.test(value)) return reject(`${what} "${value}" must be 1–60 letters, digits or ( ) - _ . / + #`);
    const known = labelOf.get(family);
    if (known && known.label !== label) return reject(`category label ${label} differs from ${known.label} given for ${family} on line ${known.line}`);
    const ownerFamily = familyOfSeries.get(series);
    if (ownerFamily && ownerFamily.family !== family) return reject(`series ${series} is already in category ${ownerFamily.family} (line ${ownerFamily.line})`);
    const ownerSeries = seriesOfModel.get(`${family}/${model}`);
    if (ownerSeries && ownerSeries.series !== series) return reject(`model group ${model} is already in series ${ownerSeries.series} (line ${ownerSeries.line})`);
    const first = partLine.get(partNumber.toLowerCase());
    if (first !== undefined) return reject(`duplicate part number ${partNumber} (first on line ${first})`);
    if (!known) labelOf.set(family, { label, line });
    if (!ownerFamily) familyOfSeries.set(series, { family, line });
    if (!ownerSeries) seriesOfModel.set(`${family}/${model}`, { series, line });
    partLine.set(partNumber.toLowerCase(), line);
    rows.push({ line, family, label, series, model, partNumber });
  });
  return { rows, rejected };
}

/** Rows of a table keyed by one column; duplicate keys are table errors. */
function keyed(file: string, text: string | undefined, key: string, errors: Rejection[]): Map<string, CsvRecord> {
  const map = new Map<string, CsvRecord>();
  if (text === undefined) return map;
  const { header, records } = parseCsv(text);
  if (!header.includes(key)) {
    errors.push({ file, line: 1, text: header.join(','), reason: `header has no ${key} column` });
    return map;
  }
  for (const r of records) {
    const k = r.cells[key] ?? '';
    if (k === '') errors.push({ file, line: r.line, text: Object.values(r.cells).join(','), reason: `empty ${key}` });
    else if (map.has(k)) errors.push({ file, line: r.line, text: Object.values(r.cells).join(','), reason: `duplicate ${key} ${k} (first on line ${map.get(k)!.line})` });
    else map.set(k, r);
  }
  return map;
}

/** Assembles the catalogue from accepted lines, tables and a base catalogue; pure apart from nothing. */
export function buildImport(text: string, tables: Tables, base: CatalogueData): ImportResult {
  const { rows, rejected } = parseLineFile(text);
  const notes: string[] = [];
  const tableErrors: Rejection[] = [];
  const seriesTable = keyed('series.csv', tables.series, 'series', tableErrors);
  const productTable = keyed('products.csv', tables.products, 'partNumber', tableErrors);
  const sizeTables = Object.fromEntries(
    FAMILY_CLASSNAMES.map((f) => [f, keyed(`${f}.csv`, tables.families[f], 'size', tableErrors)]),
  ) as Record<FamilyClassname, Map<string, CsvRecord>>;
  const ratingTables = new Map<FamilyClassname, RatingTables>();
  for (const f of RATED_FAMILIES) {
    const text = tables.ratings?.[f];
    if (text === undefined) continue;
    const parsed = parseRatingTables(`${f}-ratings.csv`, text);
    tableErrors.push(...parsed.rejected);
    ratingTables.set(f, parsed.tables);
    // A table for a model group the range lacks would be dropped unseen: a misspelt size is refused.
    for (const [size, line] of parsed.firstLine)
      if (!rows.some((r) => r.family === f && r.model === size))
        tableErrors.push({ file: `${f}-ratings.csv`, line, text: size, reason: `model group ${size} is not in the range's ${f} lines` });
  }

  const families = base.families.map((f) => {
    const row = rows.find((r) => r.family === f.Classname);
    return row ? { ...f, Name: { ...f.Name, cn: row.label } } : f;
  });
  const familyOf = (c: FamilyClassname) => families.find((f) => f.Classname === c);

  // ---------------------------------------------------------------- series
  const seriesByKey = new Map<string, Series | string>();
  const resolveSeries = (row: LineRow): Series | string => {
    const key = `${row.family}/${row.series}`;
    const cached = seriesByKey.get(key);
    if (cached !== undefined) return cached;
    const family = familyOf(row.family);
    let result: Series | string;
    const rec = seriesTable.get(row.series);
    const old = base.series.find((s) => s.Name === row.series && s.Valveid === family?.Id);
    if (!family) result = `category ${row.family} is not in the base catalogue's families`;
    else if (rec) {
      const c = rec.cells;
      const num = (k: string) => (c[k] ? Number(c[k]) : undefined);
      const range = (a: string, b: string) => (c[a] || c[b] ? { minC: num(a), maxC: num(b) } : undefined);
      const candidate = {
        Id: seriesByKey.size + 1,
        Valveid: family.Id,
        Name: row.series,
        Description: { cn: c.descriptionCn || row.series, en: c.descriptionEn || row.series },
        Sort: seriesByKey.size + 1,
        Refrigerants: listCell(c.refrigerants),
        Safetycer: listCell(c.approvals),
        tech: {
          psBar: num('psBar'),
          ...(c.testPressureBar ? { testPressureBar: num('testPressureBar') } : {}),
          medium: range('mediumMinC', 'mediumMaxC'),
          ...(range('ambientMinC', 'ambientMaxC') ? { ambient: range('ambientMinC', 'ambientMaxC') } : {}),
          ...(c.body ? { body: c.body } : {}),
        },
      };
      const parsed = Series.safeParse(candidate);
      result = parsed.success
        ? parsed.data
        : `series ${row.series} in series.csv line ${rec.line}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
    } else if (old) result = { ...old, Id: seriesByKey.size + 1, Sort: seriesByKey.size + 1 };
    else result = `series ${row.series} has no row in series.csv and is not in the base catalogue (it needs psBar, medium temperatures, refrigerants)`;
    seriesByKey.set(key, result);
    return result;
  };

  // ---------------------------------------------------------------- sizes
  const sizeByKey = new Map<string, Size | string>();
  const resolveSize = (row: LineRow, series: Series): Size | string => {
    const key = `${row.family}/${row.series}/${row.model}`;
    const cached = sizeByKey.get(key);
    if (cached !== undefined) return cached;
    const calculates = !LIST_ONLY_FAMILIES.includes(row.family);
    const rec = sizeTables[row.family].get(row.model);
    const oldSeries = base.series.find((s) => s.Name === row.series && s.Valveid === series.Valveid);
    const old = oldSeries && base.sizes.find((z) => z.Serialid === oldSeries.Id && z.Name === row.model);
    let tech: SizeTech | undefined;
    let error: string | undefined;
    if (rec) {
      const schema = SIZE_TECH_BY_FAMILY[row.family];
      const { value, problems } = cellsToObject(rec.cells, schema, ['size', 'family']);
      const parsed = schema.safeParse({ ...value, family: row.family });
      if (problems.length > 0) error = problems.join('; ');
      else if (!parsed.success) error = parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ');
      else tech = parsed.data as SizeTech;
      if (error) error = `technical data of model group ${row.model} in ${row.family}.csv line ${rec.line}: ${error}`;
    } else if (old?.tech) tech = old.tech;
    else if (calculates) error = `no technical data for model group ${row.model} (add a row to ${row.family}.csv: the category calculates)`;
    const ratingTable = ratingTables.get(row.family)?.get(row.model);
    if (tech && ratingTable && (tech.family === 'TxvOld' || tech.family === 'Eev')) tech = { ...tech, ratingTable };
    const result: Size | string = error ?? { Id: sizeByKey.size + 1, Serialid: series.Id, Name: row.model, Sort: sizeByKey.size + 1, ...(tech ? { tech } : {}) };
    sizeByKey.set(key, result);
    return result;
  };

  const series: Series[] = [];
  const sizes: Size[] = [];
  const products: Product[] = [];
  const oldCoilIds = new Set(base.coils.map((c) => c.Id));
  for (const row of rows) {
    const reject = (reason: string) => rejected.push({ line: row.line, text: `${row.family} ${row.label} ${row.series} ${row.model} ${row.partNumber}`, reason });
    const s = resolveSeries(row);
    if (typeof s === 'string') {
      reject(s);
      continue;
    }
    const z = resolveSize(row, s);
    if (typeof z === 'string') {
      reject(z);
      continue;
    }
    if (!series.includes(s)) series.push(s);
    if (!sizes.includes(z)) sizes.push(z);
    const rec = productTable.get(row.partNumber);
    const old = base.products.find((p) => p.PartNumber === row.partNumber);
    const c = rec?.cells ?? {};
    const product = {
      PartNumber: row.partNumber,
      ProductName: c.productName || old?.ProductName || row.model,
      Serialid: s.Id,
      Valveid: s.Valveid,
      Sizeid: z.Id,
      ProductType: c.productType || old?.ProductType || 'Standard',
      ...((c.connectionType || old?.ConnectionType) ? { ConnectionType: c.connectionType || old?.ConnectionType } : {}),
      ...((c.connectionIn || old?.ConnectionIn) ? { ConnectionIn: c.connectionIn || old?.ConnectionIn } : {}),
      ...((c.connectionOut || old?.ConnectionOut) ? { ConnectionOut: c.connectionOut || old?.ConnectionOut } : {}),
      ...(old?.Coilid !== undefined && oldCoilIds.has(old.Coilid) && !rec ? { Coilid: old.Coilid } : {}),
      ...((c.coilVoltage || old?.CoilVoltage) ? { CoilVoltage: c.coilVoltage || old?.CoilVoltage } : {}),
      ...((c.charge || old?.Charge) ? { Charge: c.charge || old?.Charge } : {}),
      Refrigerant: listCell(c.refrigerants).length > 0 ? listCell(c.refrigerants) : (old?.Refrigerant ?? s.Refrigerants),
      Safetycer: listCell(c.approvals).length > 0 ? listCell(c.approvals) : (old?.Safetycer ?? s.Safetycer),
    };
    const parsed = Product.safeParse(product);
    if (!parsed.success) {
      reject(`product data${rec ? ` (products.csv line ${rec.line})` : ''}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      continue;
    }
    products.push(parsed.data);
  }

  // ---------------------------------------------------------------- carried over, remapped by series name
  const newSeriesId = new Map<number, number>();
  for (const old of base.series) {
    const now = series.find((s) => s.Name === old.Name && s.Valveid === old.Valveid);
    if (now) newSeriesId.set(old.Id, now.Id);
  }
  const remap = (ids: number[], what: string) => {
    const kept = ids.flatMap((id) => (newSeriesId.has(id) ? [newSeriesId.get(id)!] : []));
    if (kept.length < ids.length) notes.push(`${what}: ${ids.length - kept.length} series not in the import dropped`);
    return kept;
  };
  const coils = base.coils.flatMap((c) => {
    const Serialids = remap(c.Serialids, `coil ${c.Name}`);
    return Serialids.length > 0 ? [{ ...c, Serialids }] : [];
  });
  const coilIds = new Set(coils.map((c) => c.Id));
  for (const p of products) if (p.Coilid !== undefined && !coilIds.has(p.Coilid)) delete p.Coilid;
  const systems = base.systems.map((s) => ({ ...s, Serialids: remap(s.Serialids, `system ${s.Name.en}`) }));
  // Accessories keep their relations by series and size name; one whose series or sizes all left is dropped, and
  // so is one whose part number the import now gives a product (a bill must name each part once).
  const newSizeId = new Map<number, number>();
  for (const old of base.sizes) {
    const now = sizes.find((z) => z.Name === old.Name && z.Serialid === newSeriesId.get(old.Serialid));
    if (now) newSizeId.set(old.Id, now.Id);
  }
  const productNumbers = new Set(products.map((p) => p.PartNumber));
  const accessories = (base.accessories ?? []).flatMap((a) => {
    const Serialids = remap(a.Serialids, `accessory ${a.Name}`);
    const Sizeids = a.Sizeids?.flatMap((id) => (newSizeId.has(id) ? [newSizeId.get(id)!] : []));
    if (Serialids.length === 0 || Sizeids?.length === 0 || productNumbers.has(a.PartNumber)) {
      notes.push(`accessory ${a.Name} dropped: its series, sizes or part number are not the import's`);
      return [];
    }
    return [{ ...a, Serialids, ...(Sizeids ? { Sizeids } : {}) }];
  });
  const productByPartNumber = new Map(products.map((p) => [p.PartNumber, p]));
  const recommendations = base.recommendations.flatMap((r) => {
    const Serialids = remap(r.Serialids, `recommendation ${r.Title.en}`);
    if (r.Serialids.length > 0 && Serialids.length === 0) return [];
    // A recommended part number that the new range lacks, or holds in another series, is dropped; the
    // recommendation keeps its series.
    const { PartNumber, ...rest } = r;
    const product = PartNumber === undefined ? undefined : productByPartNumber.get(PartNumber);
    const kept = product && product.Valveid === r.Valveid && (Serialids.length === 0 || Serialids.includes(product.Serialid));
    return [{ ...rest, Serialids, ...(kept ? { PartNumber } : {}) }];
  });

  const data: CatalogueData = {
    ...base,
    version: `import-${fnv1a(text + JSON.stringify(tables))}`,
    demo: false,
    sources: [],
    families,
    series,
    sizes,
    products,
    coils,
    accessories,
    systems,
    recommendations,
  };

  const problems: string[] = [];
  for (const entity of ENTITY_NAMES) {
    const r = catalogueFile(entity).safeParse({ entity, version: data.version, demo: false, sources: [], items: data[entity] });
    if (!r.success) for (const i of r.error.issues.slice(0, 10)) problems.push(`${entity}: ${i.path.join('.')}: ${i.message}`);
  }
  for (const i of checkCatalogue(data)) problems.push(`${i.entity}[${i.index}].${i.path.join('.')}: ${i.message}`);
  const all = [...tableErrors, ...rejected].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line);
  const ok = all.length === 0 && problems.length === 0 && rows.length > 0;
  if (rows.length === 0 && all.length === 0) problems.push('the file has no product lines');
  return { ok, rejected: all, problems, notes, ...(ok ? { data } : {}) };
}

/** Reads the files, builds, and writes the catalogue atomically when (and only when) everything is accepted. */
export function runImport(options: { file: string; tablesDir?: string; outDir: string; baseData: CatalogueData }): ImportResult {
  const read = (p: string) => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);
  const dir = options.tablesDir;
  const tables: Tables = {
    ...(dir && read(path.join(dir, 'series.csv')) !== undefined ? { series: read(path.join(dir, 'series.csv')) } : {}),
    ...(dir && read(path.join(dir, 'products.csv')) !== undefined ? { products: read(path.join(dir, 'products.csv')) } : {}),
    families: Object.fromEntries(
      FAMILY_CLASSNAMES.flatMap((f) => {
        const t = dir ? read(path.join(dir, `${f}.csv`)) : undefined;
        return t === undefined ? [] : [[f, t]];
      }),
    ),
    ratings: Object.fromEntries(
      RATED_FAMILIES.flatMap((f) => {
        const t = dir ? read(path.join(dir, `${f}-ratings.csv`)) : undefined;
        return t === undefined ? [] : [[f, t]];
      }),
    ),
  };
  const result = buildImport(readFileSync(options.file, 'utf8'), tables, options.baseData);
  if (result.ok && result.data) writeDirAtomic(options.outDir, catalogueFiles(result.data));
  return result;
}
