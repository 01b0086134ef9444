// The bill of materials of chosen part numbers (issues #28, #35), in the request's language: per product what the
// buyer must order to install it (with the choices it was made with, preselected for the request's country), and
// the order lines they add up to, each saying what it is for.
import { billOfMaterials, isChoiceOf, mergeBills, textIn, type Bill, type BomChoice, type BomLine, type Catalogue, type Mains } from '../../../../src/catalogue';
import type { BomAnswer, BomChoiceRow, BomLineRow } from '../../../../src/contracts/bom';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { Language } from '../../../../src/i18n';
import type { Translate } from '../../../../src/i18n/translate';
import { CallFailure } from '../../http/call-failure';
import { billNamespace } from './bill.resources';
import { detectCountry, type CountryHints } from './country';

/** What the answer is worded and preselected for: the request's language, its translator and its country's mains. */
export interface BomContext {
  language: Language;
  t: Translate;
  mains?: Mains | undefined;
}

/** The mains of the request's country (Country header, else the proxy's or the browser's region), when the catalogue states it. */
export function requestMains(catalogue: Catalogue, hints: CountryHints): Mains | undefined {
  const { country } = detectCountry(catalogue.data.countries, hints);
  if (country.MainsVoltageV === undefined || country.MainsFrequencyHz === undefined) return undefined;
  return { voltageV: country.MainsVoltageV, frequencyHz: country.MainsFrequencyHz };
}

function row(line: BomLine & { forAll?: string[] }, context: BomContext): BomLineRow {
  const served = line.forAll ?? (line.for ? [line.for.partNumber] : []);
  const forText = line.for && context.t(`${billNamespace}:for.${line.for.part}`, { partNumber: served.join(', ') });
  return {
    PartNumber: line.partNumber,
    Quantity: line.quantity,
    Role: line.role,
    Name: line.name,
    Description: textIn(line.description, context.language),
    ...(forText ? { For: forText, ForPartNumbers: served } : {}),
  };
}

function choiceRow(choice: BomChoice, context: BomContext): BomChoiceRow {
  return {
    For: choice.for,
    Part: choice.part,
    Label: context.t(`${billNamespace}:for.${choice.part}`, { partNumber: choice.for }),
    Options: choice.options.map((o) => ({ PartNumber: o.partNumber, Name: o.name, Description: textIn(o.description, context.language) })),
    Chosen: choice.chosen,
    Preselected: choice.preselected,
  };
}

/**
 * The bill of `items` with the buyer's `choices`; an unknown part number is refused naming it (404, as the
 * catalogue's other lookups), a choice that is not an option of its product (400).
 */
export function bomAnswer(
  catalogue: Catalogue,
  items: readonly { partNumber: string; quantity: number }[],
  choices: readonly { partNumber: string; chosen: string }[] | undefined,
  context: BomContext,
): BomAnswer {
  for (const choice of choices ?? [])
    if (!isChoiceOf(catalogue, choice.partNumber, choice.chosen))
      throw new CallFailure(ResultCode.invalidInput, 400, `${billNamespace}:notAnOption`, { field: 'choices', value: choice.chosen, partNumber: choice.partNumber });
  const chosenFor = (partNumber: string) => choices?.find((c) => c.partNumber.toLowerCase() === partNumber.toLowerCase())?.chosen;
  const bills = items.map((item) => {
    const bill: Bill | undefined = billOfMaterials(catalogue, item.partNumber, { quantity: item.quantity, choice: chosenFor(item.partNumber), mains: context.mains });
    if (!bill) throw new CallFailure(ResultCode.notFound, 404, 'errors:catalogue.unknownPartNumber', { field: 'items', value: item.partNumber });
    return { item, bill };
  });
  return {
    products: bills.map(({ item, bill }) => ({
      PartNumber: catalogue.product(item.partNumber)!.PartNumber,
      Quantity: item.quantity,
      lines: bill.lines.map((line) => row(line, context)),
      choices: bill.choices.map((choice) => choiceRow(choice, context)),
    })),
    lines: mergeBills(bills.map(({ bill }) => bill.lines)).map((line) => row(line, context)),
  };
}
