// The bill of materials of chosen part numbers (issue #28), in the request's language: the per-product lines
// from the catalogue's relations and the order lines they add up to.
import { billOfMaterials, mergeBills, textIn, type BomLine, type Catalogue } from '../../../../src/catalogue';
import type { BomAnswer, BomLineRow } from '../../../../src/contracts/bom';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { Language } from '../../../../src/i18n';
import { CallFailure } from '../../http/call-failure';

function row(line: BomLine, language: Language): BomLineRow {
  return { PartNumber: line.partNumber, Quantity: line.quantity, Role: line.role, Name: line.name, Description: textIn(line.description, language) };
}

/** The bill of `items`; an unknown part number is refused naming it (404, as the catalogue's other lookups). */
export function bomAnswer(catalogue: Catalogue, items: readonly { partNumber: string; quantity: number }[], language: Language): BomAnswer {
  const bills = items.map((item) => {
    const lines = billOfMaterials(catalogue, item.partNumber, item.quantity);
    if (!lines) throw new CallFailure(ResultCode.notFound, 404, 'errors:catalogue.unknownPartNumber', { field: 'items', value: item.partNumber });
    return { item, lines };
  });
  return {
    products: bills.map(({ item, lines }) => ({
      PartNumber: catalogue.product(item.partNumber)!.PartNumber,
      Quantity: item.quantity,
      lines: lines.map((line) => row(line, language)),
    })),
    lines: mergeBills(bills.map((bill) => bill.lines)).map((line) => row(line, language)),
  };
}
