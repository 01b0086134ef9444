// Performance curves of a size and its neighbours in its series (the sizes either side in display order), with
// x ascending and every number in the request's units; titles, axis and series labels in its language.
import type { Catalogue, Family, Size } from '../catalogue';
import type { ChartCurve } from '../contracts/selection';
import type { Curve } from '../engine';
import type { Translate } from '../i18n/translate';
import { refuse } from './refuse';
import type { ScopedSize } from './scope';
import type { UnitPresenter } from './unit-presenter';

/** The size a chart request names by Sizeid (tried first) or by one of its part numbers. */
export function chartSize(catalogue: Catalogue, family: Family, body: { Sizeid?: number | undefined; PartNumber?: string | undefined }, t: Translate): Size {
  const notInFamily = (field: 'Sizeid' | 'PartNumber', value: number | string) =>
    refuse(t, 'invalidInput', { code: 'sizeNotInFamily', field, values: { value, family: family.Classname } }, { field, value, family: family.Classname });
  if (body.Sizeid !== undefined) {
    const size = catalogue.size(body.Sizeid);
    if (!size || catalogue.series(size.Serialid)?.Valveid !== family.Id) throw notInFamily('Sizeid', body.Sizeid);
    return size;
  }
  if (body.PartNumber !== undefined) {
    const product = catalogue.product(body.PartNumber);
    if (!product || product.Valveid !== family.Id) throw notInFamily('PartNumber', body.PartNumber);
    return catalogue.size(product.Sizeid)!;
  }
  throw refuse(t, 'invalidInput', { code: 'sizeRequired', field: 'Sizeid' });
}

/** The size first (the engine draws its opening curve), then the sizes before and after it. */
export function withNeighbours(siblings: readonly ScopedSize[], sizeId: number): ScopedSize[] | undefined {
  const i = siblings.findIndex((s) => s.size.Id === sizeId);
  if (i < 0) return undefined;
  return [siblings[i], siblings[i - 1], siblings[i + 1]].filter((s): s is ScopedSize => s !== undefined);
}

/** An engine curve (SI) as the answer's curve. */
export function chartCurve(curve: Curve<number>, sizes: readonly ScopedSize[], t: Translate, units: UnitPresenter): ChartCurve {
  const { xQuantity, yQuantity } = curve;
  const x = Array.from(curve.x, (v) => (xQuantity === null ? units.percent(v).value! : units.value(xQuantity, v)!));
  return {
    kind: curve.kind,
    title: t(`selection:chart.${curve.kind}.title`),
    x: { label: t(`selection:chart.${curve.kind}.x`), unit: xQuantity === null ? '%' : units.unit(xQuantity), values: x },
    y: { label: t(`selection:chart.${curve.kind}.y`), unit: units.unit(yQuantity) },
    series: curve.series.map((s, i) => {
      const size = sizes.find((z) => z.size.Id === s.key)!.size;
      const selected = i === 0;
      return {
        Sizeid: size.Id,
        SizeName: size.Name,
        label: selected ? t('selection:chart.selected', { size: size.Name }) : size.Name,
        selected,
        values: Array.from(s.y, (v) => units.value(yQuantity, v)),
      };
    }),
  };
}
