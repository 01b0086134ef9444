// Catalogue entities as the calls answer them: labels in the request's language, references resolved to names.
import type { Catalogue, Family, Label, Series, Size, SystemApp } from '../../../../src/catalogue';
import type { FamilyItem, SeriesItem, SizeItem, SystemItem } from '../../../../src/contracts/valve';
import type { BundledLanguage } from '../../../../src/i18n';

export function labelIn(label: Label, language: BundledLanguage): string {
  return label[language];
}

export function familyItem(family: Family, language: BundledLanguage): FamilyItem {
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

export function seriesItem(catalogue: Catalogue, series: Series, language: BundledLanguage): SeriesItem {
  return {
    Id: series.Id,
    Valveid: series.Valveid,
    valveName: catalogue.family(series.Valveid)?.Classname ?? '',
    Name: series.Name,
    Description: labelIn(series.Description, language),
    Sort: series.Sort,
    Refrigerants: series.Refrigerants,
    Safetycer: series.Safetycer,
    tech: series.tech,
  };
}

export function systemItem(system: SystemApp, language: BundledLanguage): SystemItem {
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

/** A size as a row of its series' technical table, PS resolved (the size's own when it overrides the series'). */
export function sizeItem(size: Size, series: Series): SizeItem {
  return {
    Id: size.Id,
    Serialid: size.Serialid,
    Name: size.Name,
    Sort: size.Sort,
    psBar: size.tech?.psBar ?? series.tech.psBar,
    ...(size.tech ? { tech: size.tech } : {}),
  };
}

/**
 * The families the home page offers. The specification hides a family named Txv: its newer thermostatic valves
 * are chosen through TxvOld, so a maker's catalogue carrying both must not list it twice.
 */
export function listedFamilies(families: readonly Family[]): Family[] {
  return families.filter((family) => family.Classname.toLowerCase() !== 'txv');
}
