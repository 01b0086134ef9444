// A product's size as its data sheet states it: the technical data in words and the conditions its rated
// capacities refer to (the series' rating), numbers in the report's unit set.
import type { Catalogue, Series, Size } from '../../../../src/catalogue';
import { textIn } from '../../../../src/catalogue';
import type { ReportLine } from '../../../../src/contracts/report';
import type { Language } from '../../../../src/i18n';
import { sizeRow, tableColumns, techField } from '../catalogue/tech-fields';
import type { UnitPresenter } from '../../../../src/selection/unit-presenter';
import type { ReportWords } from './words';

/**
 * The size's technical data: the columns of its series' size table that it fills. Of the figures given per
 * refrigerant (rated capacity for R22, R32 ...) only the product's refrigerant's are kept, when it has one.
 */
export function techLines(
  catalogue: Catalogue,
  series: Series,
  size: Size,
  view: { language: Language; units: UnitPresenter; words: ReportWords; refrigerant: string },
): ReportLine[] {
  const { language, units, words, refrigerant } = view;
  const ofOtherRefrigerant = (key: string) => {
    const [, , perRefrigerant] = key.split('.');
    return refrigerant !== '' && perRefrigerant !== undefined && perRefrigerant !== refrigerant;
  };
  const columns = tableColumns(catalogue, [series]).filter((column) => !ofOtherRefrigerant(column.key));
  const { values } = sizeRow(size, series, columns, { language, units });
  return columns.flatMap((column) => {
    const value = values[column.key];
    if (value === undefined) return [];
    const { label, unit } = techField(column, language, units);
    const base = { name: column.key, label };
    if (typeof value === 'number') return [{ ...base, value, unit, text: words.measured(value, unit) }];
    if (typeof value === 'boolean') return [{ ...base, text: words.flag(value) }];
    return [{ ...base, text: unit === '' || column.info.coded ? String(value) : `${String(value)} ${unit}` }];
  });
}

/** "Rated capacities refer to Te −10 ℃, Tk 25 ℃, subcooling 0 K, superheat 0 K, Δp 0.15 bar; liquid line"; null without a rating. */
export function ratingBasis(series: Series, view: { language: Language; units: UnitPresenter; words: ReportWords }): string | null {
  const { rating } = series.tech;
  if (!rating) return null;
  const { units, words, language } = view;
  const { t } = words;
  const shown = (quantity: 'Temp' | 'Temp2' | 'Press', value: number, unit: string) => {
    const figure = units.measuredFigure(quantity, value, unit);
    return words.measured(figure.value, figure.unit);
  };
  const parts = [
    t('details:rating.te', { value: shown('Temp', rating.teC, '℃') }),
    t('details:rating.tk', { value: shown('Temp', rating.tkC, '℃') }),
    t('details:rating.subcooling', { value: shown('Temp2', rating.subcoolingK, 'K') }),
    t('details:rating.superheat', { value: shown('Temp2', rating.superheatK, 'K') }),
    t('details:rating.dp', { value: shown('Press', rating.dpBar, 'bar') }),
  ];
  const conditions = parts.join(t('details:rating.separator'));
  const note = rating.note === undefined ? '' : `; ${textIn(rating.note, language)}`;
  return t('report:ratedAt', { conditions }) + note;
}
