// Finds what a request names in the catalogue, or refuses with a message naming the field. A reference to
// nothing (an unknown family, series or system) answers Result notFound with 404; a value that does not fit
// the rest of the request (a series of another family, an unknown refrigerant) answers invalidInput with 400.
import type { Catalogue, Family, ProductFilter, Series, SystemApp } from '../catalogue';
import { ResultCode } from '../contracts/envelope';
import { Refusal } from '../contracts/refusal';

function notFound(key: string, field: string, value: unknown): Refusal {
  return new Refusal(ResultCode.notFound, 404, `errors:catalogue.${key}`, { field, value });
}

function invalid(key: string, params: Record<string, unknown>): Refusal {
  return new Refusal(ResultCode.invalidInput, 400, `errors:catalogue.${key}`, params);
}

/** The family a request names by valveName (tried first) or Valveid; the contract makes sure one is given. */
export function requireFamily(catalogue: Catalogue, body: { valveName?: string | undefined; Valveid?: number | undefined }): Family {
  if (body.valveName !== undefined) {
    const family = catalogue.family(body.valveName);
    if (!family) throw notFound('unknownFamily', 'valveName', body.valveName);
    if (body.Valveid !== undefined && body.Valveid !== family.Id) throw notFound('unknownFamily', 'Valveid', body.Valveid);
    return family;
  }
  const family = catalogue.family(body.Valveid!);
  if (!family) throw notFound('unknownFamily', 'Valveid', body.Valveid);
  return family;
}

export function requireSeries(catalogue: Catalogue, serialId: number): Series {
  const series = catalogue.series(serialId);
  if (!series) throw notFound('unknownSeries', 'Serialid', serialId);
  return series;
}

/** A series or size filter of a product listing must belong to the listed family. */
export function requireSeriesOf(catalogue: Catalogue, family: Family, serialId: number): Series {
  const series = catalogue.series(serialId);
  if (!series || series.Valveid !== family.Id) throw invalid('seriesNotInFamily', { field: 'Serialid', value: serialId, family: family.Classname });
  return series;
}

export function requireSizeOf(catalogue: Catalogue, family: Family, sizeId: number): void {
  const size = catalogue.size(sizeId);
  if (!size || catalogue.series(size.Serialid)?.Valveid !== family.Id) {
    throw invalid('sizeNotInFamily', { field: 'Sizeid', value: sizeId, family: family.Classname });
  }
}

export function requireSystem(catalogue: Catalogue, systemId: number): SystemApp {
  const system = catalogue.systems().find((s) => s.Id === systemId);
  if (!system) throw notFound('unknownSystem', 'systemId', systemId);
  return system;
}

export function requireWebConfigKey(catalogue: Catalogue, keyName: string): void {
  if (!catalogue.data.webConfig.some((entry) => entry.KeyName === keyName)) throw notFound('unknownWebConfig', 'KeyName', keyName);
}

/** A sales region must be one of the countries' Locations (case-insensitive); answers its spelling in the catalogue. */
export function requireLocation(catalogue: Catalogue, location: string, field = 'Location'): string {
  const known = catalogue.data.countries.find((c) => c.Location.toLowerCase() === location.toLowerCase());
  if (!known) throw invalid('unknownLocation', { field, value: location });
  return known.Location;
}

/**
 * The refrigerant and approvals of a request as a product filter, spelled as the catalogue spells them
 * (`r410a` is R410A). An approval group may be a code, codes separated by commas (either one is enough), or a
 * chooser group's name: `LVD(TUV/VDE)` is `TUV,VDE`. Empty values mean no filter.
 */
export function productFilter(
  catalogue: Catalogue,
  refrigerant: string | undefined,
  approvals: readonly string[] | undefined,
  fields = { refrigerant: 'Refrigerant', approvals: 'Safetycer' },
): ProductFilter {
  const filter: ProductFilter = {};
  if (refrigerant) {
    const known = catalogue.data.refrigerants.find((r) => r.Name.toLowerCase() === refrigerant.toLowerCase());
    if (!known) throw invalid('unknownRefrigerant', { field: fields.refrigerant, value: refrigerant });
    filter.refrigerant = known.Name;
  }
  if (approvals && approvals.length > 0) filter.approvals = approvals.map((group) => approvalGroup(catalogue, group, fields.approvals));
  return filter;
}

function approvalGroup(catalogue: Catalogue, group: string, field: string): string {
  const { approvals } = catalogue.data;
  const named = approvals.filter((a) => a.Group !== undefined && a.Group.toLowerCase() === group.toLowerCase());
  if (named.length > 0) return named.map((a) => a.Code).join(',');
  const codes = group.split(',').map((code) => code.trim()).filter(Boolean);
  return codes
    .map((code) => {
      const known = approvals.find((a) => a.Code.toLowerCase() === code.toLowerCase());
      if (!known) throw invalid('unknownApproval', { field, value: code });
      return known.Code;
    })
    .join(',');
}
