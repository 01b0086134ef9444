// Numbers out in the request's unit set (header Unitid: 1 imperial, 2 metric, the default, with a custom set's
// choices of header Units over it): as `{ value, unit }` for answers and as short text for the reasons.
import type { Measured } from '../contracts/selection';
import type { UnitChoices } from '../contracts/units-header';
import { convert, defaultUnit, formatSignificant, type QuantityId, type UnitSystemId } from '../engine/units';
import { unitOf } from '../engine/units/convert';
import type { UnitDefinition } from '../engine/units/quantities';
import { localeOf, type BundledLanguage, type Language } from '../i18n';

/** How one request wants its answer: texts in its language (header LANG), numbers in its unit set (header Unitid). */
export interface Presentation {
  language: BundledLanguage;
  /** The language of the words (labels, reasons), one of the fourteen; none: `language`'s. The catalogue stays cn/en. */
  messageLanguage?: Language;
  unitSystem: UnitSystemId;
  /** A custom set's units over the system's (header Units); none: the system's units. */
  units?: UnitChoices;
}

const ATMOSPHERE = 101_325;

/** Rounds away the conversion noise (13.999999999 ℉) while keeping more digits than anyone reads. */
export function tidy(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(6)) : value;
}

/** A finite SI value in `unit`, as fromSI converts it, tidied. */
function converted(unit: UnitDefinition, si: number): number {
  return tidy((si - unit.offset) / unit.factor);
}

/** A reason's figures: three significant digits, as the results beside them. */
const REASON_DIGITS = 3;

/**
 * SI values shown in one request's unit set and language: the language of its words, any of the fourteen, so that
 * a German reason reads "0,16 bar" as the table beside it does.
 */
export class UnitPresenter {
  private readonly locale: string;
  /**
   * Each quantity's unit in this set and its definition, found once per request: a calculation converts a few
   * hundred figures, and finding the unit (the set's choice, the system's default, the label's definition) for each
   * cost more than the conversion (issue 29).
   */
  private readonly shownUnits = new Map<QuantityId, { label: string; definition?: UnitDefinition }>();
  /**
   * The numbers already written as text in this request: an answer repeats many (a band's edges in every row, the
   * drop every size shares), and Intl's formatting is the dearest step of a reason. Per request, so it stays small.
   */
  private readonly numberTexts = new Map<number, string>();
  /**
   * The figures already converted in this request, by quantity then SI value: every size of a calculation shares its
   * operating point, so most of a row's figures (mass flow, the drop available, flash gas) are the same in every
   * row, and converting each again (toPrecision and back) was the dearest part of a row (issue 29). A row's figure
   * is then the same object as the next row's: answers are written out, never changed.
   */
  private readonly measuredFigures = new Map<QuantityId | '%', Map<number, Measured>>();

  constructor(
    readonly system: UnitSystemId,
    language: Language,
    private readonly choices: UnitChoices = {},
  ) {
    this.locale = localeOf(language);
  }

  unit(quantity: QuantityId): string {
    return this.shownUnit(quantity).label;
  }

  /** The quantity's unit in this set, as the set names it, and (once a value is converted) its definition. */
  private shownUnit(quantity: QuantityId): { label: string; definition?: UnitDefinition } {
    let unit = this.shownUnits.get(quantity);
    if (!unit) this.shownUnits.set(quantity, (unit = { label: this.choices[quantity] ?? defaultUnit(quantity, this.system) }));
    return unit;
  }

  /** The definition of the quantity's unit in this set. @throws EngineError when the set names no unit of it */
  private definition(unit: { label: string; definition?: UnitDefinition }, quantity: QuantityId): UnitDefinition {
    return (unit.definition ??= unitOf(quantity, unit.label));
  }

  /** An SI value in the unit set; null for a value that does not exist (a choked flow's infinite drop). */
  value(quantity: QuantityId, si: number): number | null {
    return Number.isFinite(si) ? converted(this.definition(this.shownUnit(quantity), quantity), si) : null;
  }

  measured(quantity: QuantityId, si: number): Measured {
    const known = this.measuredOf(quantity);
    let figure = known.get(si);
    if (!figure) {
      const unit = this.shownUnit(quantity);
      known.set(si, (figure = { value: Number.isFinite(si) ? converted(this.definition(unit, quantity), si) : null, unit: unit.label }));
    }
    return figure;
  }

  /** The figures of a quantity (or of per cent) converted so far in this request, by SI value (−0 is 0 once tidied). */
  private measuredOf(quantity: QuantityId | '%'): Map<number, Measured> {
    let known = this.measuredFigures.get(quantity);
    if (!known) this.measuredFigures.set(quantity, (known = new Map()));
    return known;
  }

  /** A catalogue figure given in `unit` (the catalogue's own: bar, mm, ℃, K, kW, Kv) in the unit set. */
  figure(quantity: QuantityId, value: number, unit: string): number {
    return tidy(convert(value, unit, this.unit(quantity), quantity));
  }

  measuredFigure(quantity: QuantityId, value: number, unit: string): Measured {
    return { value: this.figure(quantity, value, unit), unit: this.unit(quantity) };
  }

  /** A fraction as per cent. */
  percent(fraction: number): Measured {
    const known = this.measuredOf('%');
    let figure = known.get(fraction);
    if (!figure) known.set(fraction, (figure = { value: Number.isFinite(fraction) ? tidy(fraction * 100) : null, unit: '%' }));
    return figure;
  }

  /** Short text for a sentence: "0.0748 bar", "104 ℉", "67 %". */
  text(quantity: QuantityId, si: number): string {
    const v = this.value(quantity, si);
    return v === null ? '∞' : `${this.numberText(v)} ${this.unit(quantity)}`;
  }

  /** An absolute pressure as gauge text (what a gauge and a data sheet's PS show). */
  gaugeText(si: number): string {
    return this.text('Press', si - ATMOSPHERE);
  }

  percentText(fraction: number): string {
    return `${this.numberText(fraction * 100)} %`;
  }

  /** A plain number (a correction factor) as the language writes it: "0,98". */
  numberText(x: number): string {
    if (x === 0) return formatSignificant(x, this.locale, REASON_DIGITS); // a map does not tell −0 (written "-0") from 0
    let text = this.numberTexts.get(x);
    if (text === undefined) this.numberTexts.set(x, (text = formatSignificant(x, this.locale, REASON_DIGITS)));
    return text;
  }
}
