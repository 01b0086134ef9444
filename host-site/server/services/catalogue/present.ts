// Catalogue entities as the calls answer them: labels in the request's language, quantities in its unit set,
// references resolved to names.
import { textIn, type Catalogue, type Family, type Label, type Series, type SeriesTech, type SystemApp } from '../../../../src/catalogue';
import type { FamilyItem, SeriesItem, SystemItem } from '../../../../src/contracts/valve';
import type { Language } from '../../../../src/i18n';
import type { UnitPresenter } from '../../../../src/selection/unit-presenter';

/** A label in any of the fourteen languages: its own text, else English's (a maker need not fill in all). */
export function labelIn(label: Label, language: Language): string {
  return textIn(label, language);
}

export function familyItem(family: Family, language: Language): FamilyItem {
  return {
    Id: family.Id,
    Classname: family.Classname,
    Name: labelIn(family.Name, language),
    ...(family.Description ? { Description: labelIn(family.Description, language) } : {}),
    Imgfilename: family.Imgfilename,
    Sort: family.Sort,
    CalculateType: family.CalculateType,
    PipelineA: family.PipelineA,
    PipelineC: family.PipelineC,
    PipelineD: family.PipelineD,
  };
}

export function seriesItem(catalogue: Catalogue, series: Series, language: Language, units: UnitPresenter): SeriesItem {
  return {
    Id: series.Id,
    Valveid: series.Valveid,
    valveName: catalogue.family(series.Valveid)?.Classname ?? '',
    Name: series.Name,
    Description: labelIn(series.Description, language),
    Sort: series.Sort,
    Refrigerants: series.Refrigerants,
    Safetycer: series.Safetycer,
    tech: seriesTech(series.tech, language, units),
  };
}

/**
 * A series' common data: its figures (bar, ℃, K in the catalogue, as the field names say) in the unit set, its
 * texts in the language.
 */
function seriesTech(tech: SeriesTech, language: Language, units: UnitPresenter): SeriesItem['tech'] {
  const pressure = (bar: number) => units.measuredFigure('Press', bar, 'bar');
  const temperature = (celsius: number) => units.measuredFigure('Temp', celsius, '℃');
  const difference = (kelvin: number) => units.measuredFigure('Temp2', kelvin, 'K');
  const range = (r: SeriesTech['medium']) => ({ min: temperature(r.minC), max: temperature(r.maxC) });
  const { rating } = tech;
  return {
    ps: pressure(tech.psBar),
    ...(tech.testPressureBar !== undefined ? { testPressure: pressure(tech.testPressureBar) } : {}),
    medium: range(tech.medium),
    ...(tech.ambient ? { ambient: range(tech.ambient) } : {}),
    ...(rating
      ? {
          rating: {
            te: temperature(rating.teC),
            tk: temperature(rating.tkC),
            subcooling: difference(rating.subcoolingK),
            superheat: difference(rating.superheatK),
            dp: pressure(rating.dpBar),
            ...(rating.note !== undefined ? { note: textIn(rating.note, language) } : {}),
          },
        }
      : {}),
    ...(tech.body !== undefined ? { body: textIn(tech.body, language) } : {}),
  };
}

export function systemItem(system: SystemApp, language: Language): SystemItem {
  return {
    Id: system.Id,
    Name: labelIn(system.Name, language),
    ...(system.Memo ? { Memo: labelIn(system.Memo, language) } : {}),
    ImgUrl: system.ImgUrl,
    Sort: system.Sort,
    Valveids: system.Valveids,
    Serialids: system.Serialids,
  };
}

/**
 * The families the home page offers. The specification hides a family named Txv: its newer thermostatic valves
 * are chosen through TxvOld, so a maker's catalogue carrying both must not list it twice.
 */
export function listedFamilies(families: readonly Family[]): Family[] {
  return families.filter((family) => family.Classname.toLowerCase() !== 'txv');
}
