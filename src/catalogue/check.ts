// Rules that span files: references between entities, unique keys, and what the sizing engine relies on.
// Pure, so that the server's loader and the import script report the same problems the same way.
import { unresolvedParts } from './bill-check';
import { checkRatingGrid } from './rating-table-check';
import { LIST_ONLY_FAMILIES } from './schema/common';
import type { CatalogueData, EntityName } from './schema/files';

/** One problem, located by entity, item index and the field path inside the item. */
export interface CatalogueIssue {
  entity: EntityName;
  index: number;
  path: (string | number)[];
  message: string;
}

/** Checks references and uniqueness; returns every problem found (empty when the data is consistent). */
export function checkCatalogue(data: CatalogueData): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const add = (entity: EntityName, index: number, path: (string | number)[], message: string) =>
    issues.push({ entity, index, path, message });

  const unique = <T>(entity: EntityName, items: readonly T[], field: string, key: (t: T) => string | number) => {
    const seen = new Map<string | number, number>();
    items.forEach((item, i) => {
      const k = key(item);
      const first = seen.get(k);
      if (first !== undefined) add(entity, i, [field], `duplicate ${field} ${String(k)} (first at item ${first})`);
      else seen.set(k, i);
    });
    return seen;
  };

  const familyIds = unique('families', data.families, 'Id', (f) => f.Id);
  unique('families', data.families, 'Classname', (f) => f.Classname);
  const systemTypeIds = unique('systemTypes', data.systemTypes, 'Id', (t) => t.Id);
  unique('systems', data.systems, 'Id', (s) => s.Id);
  const seriesIds = unique('series', data.series, 'Id', (s) => s.Id);
  unique('series', data.series, 'Name', (s) => `${s.Valveid}/${s.Name}`);
  const sizeIds = unique('sizes', data.sizes, 'Id', (s) => s.Id);
  unique('sizes', data.sizes, 'Name', (s) => `${s.Serialid}/${s.Name}`);
  unique('products', data.products, 'PartNumber', (p) => p.PartNumber);
  const coilIds = unique('coils', data.coils, 'Id', (c) => c.Id);
  unique('coils', data.coils, 'PartNumber', (c) => c.PartNumber);
  const refrigerants = unique('refrigerants', data.refrigerants, 'Name', (r) => r.Name);
  const approvals = unique('approvals', data.approvals, 'Code', (a) => a.Code);
  unique('countries', data.countries, 'Id', (c) => c.Id);
  unique('countries', data.countries, 'Iso', (c) => c.Iso);
  unique('recommendations', data.recommendations, 'Id', (r) => r.Id);
  const webKeys = unique('webConfig', data.webConfig, 'KeyName', (w) => w.KeyName);

  const refrigerantList = (entity: EntityName, i: number, field: string, names: readonly string[]) =>
    names.forEach((n, j) => {
      if (!refrigerants.has(n)) add(entity, i, [field, j], `unknown refrigerant ${n} (not in refrigerants.json)`);
    });
  const approvalList = (entity: EntityName, i: number, field: string, codes: readonly string[]) =>
    codes.forEach((c, j) => {
      if (!approvals.has(c)) add(entity, i, [field, j], `unknown approval ${c} (not in approvals.json)`);
    });
  const ref = (entity: EntityName, i: number, path: (string | number)[], ids: Map<string | number, number>, id: number, target: string) => {
    if (!ids.has(id)) add(entity, i, path, `${String(path[0])} ${id} does not exist in ${target}`);
  };

  data.families.forEach((f, i) => {
    if (f.CalculateType !== 0 && LIST_ONLY_FAMILIES.includes(f.Classname))
      add('families', i, ['CalculateType'], `${f.Classname} has no sizing model: CalculateType must be 0`);
  });

  data.systems.forEach((s, i) => {
    ref('systems', i, ['Sort'], systemTypeIds, s.Sort, 'system-types.json');
    s.Valveids.forEach((id, j) => ref('systems', i, ['Valveids', j], familyIds, id, 'families.json'));
    s.Serialids.forEach((id, j) => ref('systems', i, ['Serialids', j], seriesIds, id, 'series.json'));
  });

  data.series.forEach((s, i) => {
    ref('series', i, ['Valveid'], familyIds, s.Valveid, 'families.json');
    refrigerantList('series', i, 'Refrigerants', s.Refrigerants);
    approvalList('series', i, 'Safetycer', s.Safetycer);
  });

  // A size may carry its own series' name (a one-size series) but never another series' name: lists, searches and
  // the details page would otherwise show one name for two different things (issue #10: series MDF-A02 beside
  // MDF's size MDF-A02).
  const seriesByName = new Map(data.series.map((s) => [s.Name.toLowerCase(), s]));
  data.sizes.forEach((s, i) => {
    const namesake = seriesByName.get(s.Name.toLowerCase());
    if (namesake && namesake.Id !== s.Serialid)
      add('sizes', i, ['Name'], `size ${s.Name} has the name of series ${namesake.Id} (${namesake.Name}): rename one, only a series' own size may share its name`);
  });

  const familyOfSeries = new Map(data.series.map((s) => [s.Id, data.families.find((f) => f.Id === s.Valveid)]));
  const sizeById = new Map(data.sizes.map((s) => [s.Id, s]));
  data.sizes.forEach((s, i) => {
    ref('sizes', i, ['Serialid'], seriesIds, s.Serialid, 'series.json');
    const family = familyOfSeries.get(s.Serialid);
    if (!family) return;
    if (s.tech && s.tech.family !== family.Classname)
      add('sizes', i, ['tech', 'family'], `technical data is for ${s.tech.family} but series ${s.Serialid} is ${family.Classname}`);
    if (!s.tech && family.CalculateType !== 0)
      add('sizes', i, ['tech'], `sizes of ${family.Classname} need technical data (the family calculates)`);
    const table = s.tech && (s.tech.family === 'TxvOld' || s.tech.family === 'Eev') ? s.tech.ratingTable : undefined;
    for (const [refrigerant, grid] of Object.entries(table?.grids ?? {})) {
      const at = ['tech', 'ratingTable', 'grids', refrigerant];
      if (!refrigerants.has(refrigerant)) add('sizes', i, at, `unknown refrigerant ${refrigerant} (not in refrigerants.json)`);
      for (const p of checkRatingGrid(grid, table!.jumpTolerance))
        add('sizes', i, [...at, 'capacityKW', p.row, p.column], `${refrigerant} Tc ${grid.tcC[p.row]} °C Te ${grid.teC[p.column]} °C: ${p.message}`);
    }
  });

  const seriesById = new Map(data.series.map((s) => [s.Id, s]));
  data.products.forEach((p, i) => {
    ref('products', i, ['Valveid'], familyIds, p.Valveid, 'families.json');
    ref('products', i, ['Serialid'], seriesIds, p.Serialid, 'series.json');
    ref('products', i, ['Sizeid'], sizeIds, p.Sizeid, 'sizes.json');
    if (p.Coilid !== undefined) ref('products', i, ['Coilid'], coilIds, p.Coilid, 'coils.json');
    const size = sizeById.get(p.Sizeid);
    if (size && size.Serialid !== p.Serialid)
      add('products', i, ['Sizeid'], `size ${p.Sizeid} belongs to series ${size.Serialid}, not ${p.Serialid}`);
    const series = seriesById.get(p.Serialid);
    if (series && series.Valveid !== p.Valveid)
      add('products', i, ['Valveid'], `series ${p.Serialid} belongs to family ${series.Valveid}, not ${p.Valveid}`);
    refrigerantList('products', i, 'Refrigerant', p.Refrigerant);
    approvalList('products', i, 'Safetycer', p.Safetycer);
    if (p.Charge !== undefined && !refrigerants.has(p.Charge))
      add('products', i, ['Charge'], `unknown refrigerant ${p.Charge} (not in refrigerants.json)`);
  });

  data.coils.forEach((c, i) =>
    c.Serialids.forEach((id, j) => ref('coils', i, ['Serialids', j], seriesIds, id, 'series.json')),
  );

  // A bill of materials names parts by part number alone, so an accessory's must be no product's or coil's.
  unique('accessories', data.accessories, 'PartNumber', (a) => a.PartNumber);
  const soldPartNumbers = new Set([...data.products.map((p) => p.PartNumber), ...data.coils.map((c) => c.PartNumber)]);
  const coilConnections = new Set(data.coils.map((c) => c.Connection));
  data.accessories.forEach((a, i) => {
    if (soldPartNumbers.has(a.PartNumber)) add('accessories', i, ['PartNumber'], `part number ${a.PartNumber} is already a product's or a coil's`);
    a.Serialids.forEach((id, j) => ref('accessories', i, ['Serialids', j], seriesIds, id, 'series.json'));
    a.Sizeids?.forEach((id, j) => {
      const size = sizeById.get(id);
      if (!size) add('accessories', i, ['Sizeids', j], `Sizeids ${id} does not exist in sizes.json`);
      else if (!a.Serialids.includes(size.Serialid)) add('accessories', i, ['Sizeids', j], `size ${id} is of series ${size.Serialid}, which Serialids does not list`);
    });
    a.CoilConnections?.forEach((c, j) => {
      if (!coilConnections.has(c)) add('accessories', i, ['CoilConnections', j], `no coil has the connection ${c} (coils.json)`);
    });
  });

  // Only once the references hold: a bill is resolved through them.
  if (issues.length === 0) for (const u of unresolvedParts(data)) add('products', u.index, u.path, u.message);

  const locations = new Set(data.countries.map((c) => c.Location));
  const productByPartNumber = new Map(data.products.map((p) => [p.PartNumber, p]));
  data.countries.forEach((c, i) => {
    if (!webKeys.has(`shop.${c.Location}`))
      add('countries', i, ['Location'], `region ${c.Location} has no shop link (web-config.json key shop.${c.Location})`);
  });

  data.recommendations.forEach((r, i) => {
    ref('recommendations', i, ['Valveid'], familyIds, r.Valveid, 'families.json');
    r.Serialids.forEach((id, j) => {
      ref('recommendations', i, ['Serialids', j], seriesIds, id, 'series.json');
      const s = seriesById.get(id);
      if (s && s.Valveid !== r.Valveid) add('recommendations', i, ['Serialids', j], `series ${id} is not of family ${r.Valveid}`);
    });
    if (r.PartNumber !== undefined) {
      const product = productByPartNumber.get(r.PartNumber);
      if (!product) add('recommendations', i, ['PartNumber'], `part number ${r.PartNumber} does not exist in products.json`);
      else if (product.Valveid !== r.Valveid) add('recommendations', i, ['PartNumber'], `part number ${r.PartNumber} is not of family ${r.Valveid}`);
      else if (r.Serialids.length > 0 && !r.Serialids.includes(product.Serialid))
        add('recommendations', i, ['PartNumber'], `part number ${r.PartNumber} is not of series ${r.Serialids.join(', ')}`);
    }
    refrigerantList('recommendations', i, 'Refrigerant_S', r.Refrigerant_S);
    approvalList('recommendations', i, 'Safetycer', r.Safetycer);
    r.Location.forEach((l, j) => {
      if (!locations.has(l)) add('recommendations', i, ['Location', j], `no country has region ${l}`);
    });
  });

  return issues;
}
