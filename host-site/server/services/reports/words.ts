// Values as a report prints them: numbers in the report's locale (a German report writes 12,5), with their unit.
import type { ReportLanguage } from '../../../../src/contracts/report';
import { formatSignificant } from '../../../../src/engine/units';
import { localeOf } from '../../../../src/i18n';
import type { Translate } from '../../../../src/i18n/translate';

/** Four significant digits: what a data sheet prints, and enough to tell 0.0748 bar from 0.075. */
const DATA_SHEET_DIGITS = 4;

/** Numbers, flags and values as text in one report's language. */
export class ReportWords {
  private readonly locale: string;

  constructor(
    language: ReportLanguage,
    readonly t: Translate,
  ) {
    this.locale = localeOf(language);
  }

  number(value: number): string {
    return formatSignificant(value, this.locale, DATA_SHEET_DIGITS);
  }

  /** "0.0748 bar", "67 %"; a dash for a value that does not exist (a choked flow's drop). */
  measured(value: number | null | undefined, unit: string): string {
    if (value === null || value === undefined) return '—';
    return unit === '' ? this.number(value) : `${this.number(value)} ${unit}`;
  }

  flag(value: boolean): string {
    return this.t(value ? 'details:yes' : 'details:no');
  }
}
