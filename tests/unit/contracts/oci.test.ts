// Issue 35 (https://issues/35): the OCI 5.0 fields of a bill, as the OCI specification names them.
import { describe, expect, it } from 'vitest';
import { ociFields, type OciPrice } from '../../../src/contracts/oci';

const link = 'https://maker.example/details?PartNumber=SOV-10023';
const selection = 'https://maker.example/selector/index?valveName=Sov&Te=-10%E2%84%83&results=1';
const lines = [
  { partNumber: 'SOV-10022', quantity: 2, description: 'MDF-A02-S22, normally closed solenoid valve body 3/8" SAE', link, selection },
  { partNumber: 'COIL-10001', quantity: 2, description: 'MQ-230AC-50/60, 230 V AC 50/60 Hz', link },
  { partNumber: 'NUT-3', quantity: 4, description: 'Flare nut 3/8"', link },
];
const prices = new Map<string, OciPrice>([
  ['SOV-10022', { price: 1234.5, currency: 'EUR' }],
  ['COIL-10001', { price: 18.904, currency: 'JPY' }],
]);

describe('ociFields', () => {
  it('numbers the lines from 1 with a decimal point, the currency\'s digits, a 40-character short text and the long text with the links', () => {
    expect(Object.fromEntries(ociFields(lines, prices))).toEqual({
      '~OkCode': 'ADDI',
      '~CALLER': 'CTLG',
      'NEW_ITEM-DESCRIPTION[1]': 'MDF-A02-S22, normally closed solenoid va',
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-UNIT[1]': 'EA',
      'NEW_ITEM-PRICE[1]': '1234.50',
      'NEW_ITEM-PRICEUNIT[1]': '1',
      'NEW_ITEM-CURRENCY[1]': 'EUR',
      'NEW_ITEM-VENDORMAT[1]': 'SOV-10022',
      'NEW_ITEM-LONGTEXT_1:132[]': `MDF-A02-S22, normally closed solenoid valve body 3/8" SAE\n${link}\n${selection}`,
      'NEW_ITEM-DESCRIPTION[2]': 'MQ-230AC-50/60, 230 V AC 50/60 Hz',
      'NEW_ITEM-QUANTITY[2]': '2',
      'NEW_ITEM-UNIT[2]': 'EA',
      'NEW_ITEM-PRICE[2]': '19',
      'NEW_ITEM-PRICEUNIT[2]': '1',
      'NEW_ITEM-CURRENCY[2]': 'JPY',
      'NEW_ITEM-VENDORMAT[2]': 'COIL-10001',
      'NEW_ITEM-LONGTEXT_2:132[]': `MQ-230AC-50/60, 230 V AC 50/60 Hz\n${link}`,
      // A part the page gave no price: the purchasing system asks for one.
      'NEW_ITEM-DESCRIPTION[3]': 'Flare nut 3/8"',
      'NEW_ITEM-QUANTITY[3]': '4',
      'NEW_ITEM-UNIT[3]': 'EA',
      'NEW_ITEM-PRICE[3]': '',
      'NEW_ITEM-PRICEUNIT[3]': '1',
      'NEW_ITEM-CURRENCY[3]': '',
      'NEW_ITEM-VENDORMAT[3]': 'NUT-3',
      'NEW_ITEM-LONGTEXT_3:132[]': `Flare nut 3/8"\n${link}`,
    });
  });
});
