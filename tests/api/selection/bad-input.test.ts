import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

const sov = (conditions: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({ valveName: 'Sov', refrigerant: 'R410A', conditions, ...rest });

describe('the selector calls refuse bad input, naming the field and the rule', () => {
  it.each([
    ['a list-only family', { valveName: 'Pc2', refrigerant: 'R410A' }, 400, ResultCode.invalidInput, "Invalid input: valveName 'Pc2' is a list-only family without sizing; choose its products from the product list"],
    ['an unknown family', { valveName: 'Zz', refrigerant: 'R410A' }, 404, ResultCode.notFound, "Not found: valveName 'Zz' is not a product family"],
    ['an unknown refrigerant', sov({}, { refrigerant: 'R9999' }), 400, ResultCode.invalidInput, "Invalid input: refrigerant 'R9999' is not a refrigerant of the catalogue"],
    ['an unknown approval', sov({}, { approvals: ['XYZ'] }), 400, ResultCode.invalidInput, "Invalid input: approvals 'XYZ' is not an approval"],
    ['a missing refrigerant', { valveName: 'Sov' }, 400, ResultCode.invalidInput, 'Invalid input: refrigerant is required'],
    // Issue 36: a unit that is not one, or not of the field's quantity, is a refusal of the field (HTTP 400).
    ['an unknown unit', sov({ Tk: { value: 40, unit: 'degX' } }), 400, ResultCode.invalidInput, "Invalid input: Condensing temperature (dew point): unknown unit 'degX'"],
    ['a unit of another quantity', sov({ Capicity: { value: 10, unit: 'bar' } }), 400, ResultCode.invalidInput, "Invalid input: Cooling capacity: 'bar' is not a unit of Cooling capacity"],
    // Issue 36: an impossible condition is a refusal (HTTP 400), not a calculation that failed.
    ['Te not below Tk', sov({ Te: { value: 45, unit: '℃' } }), 400, ResultCode.invalidInput, 'Invalid input: Evaporating temperature (dew point) (45 ℃) must be below Condensing temperature (dew point) (40 ℃)'],
    ['Te equal to Tk', sov({ Te: { value: 40, unit: '℃' } }), 400, ResultCode.invalidInput, 'Invalid input: Evaporating temperature (dew point) (40 ℃) must be below Condensing temperature (dew point) (40 ℃)'],
    ['Te below the refrigerant range', sov({ Te: { value: -100, unit: '℃' } }), 400, ResultCode.invalidInput, 'Invalid input: Evaporating temperature (dew point) -100 ℃ is outside the saturation range of R410A (-73.2 ℃ to 71.3 ℃)'],
    ['Tk above the critical point', sov({ Tk: 80 }), 400, ResultCode.invalidInput, 'Invalid input: Condensing temperature (dew point) 80 ℃ is outside the saturation range of R410A (-73.2 ℃ to 71.3 ℃)'],
    ['an option not offered', sov({ Pos: 'B' }), 400, ResultCode.invalidInput, 'Invalid input: Line position must be one of: Liquid line (A), Suction line (C), Discharge (hot-gas) line (D)'],
    ['a flag that is not a flag', sov({ TexhaustgasFlag: 'yes' }), 400, ResultCode.invalidInput, 'Invalid input: Use the given discharge gas temperature must be true or false'],
    ['text for a number', sov({ Te: 'cold' }), 400, ResultCode.invalidInput, 'Invalid input: Evaporating temperature (dew point) must be a number'],
    ['a negative superheat', sov({ DTSH1: -1 }), 400, ResultCode.invalidInput, 'Invalid input: Superheat must not be negative'],
    ['a zero capacity', sov({ Capicity: 0 }), 400, ResultCode.invalidInput, 'Invalid input: Cooling capacity must be above zero'],
    ['a condition of another family', sov({ EqualType: 1 }), 400, ResultCode.invalidInput, 'Invalid input: conditions.EqualType is not a condition of Sov'],
    ['a series of another family', sov({}, { serialId: 11 }), 400, ResultCode.invalidInput, 'Invalid input: Serialid 11 is not a series of Sov'],
    ['a system without the family', sov({}, { systemId: 1 }), 400, ResultCode.invalidInput, 'Invalid input: systemId 1 does not use Sov'],
    // Issue 36: a given discharge temperature beyond the refrigerant's equations (R410A's equation ends at 500 K, 227 ℃) names the field.
    ['a discharge temperature beyond the equations', sov({ Pos: 'D', TexhaustgasFlag: true, Texhaustgas: { value: 480, unit: '℃' } }), 400, ResultCode.invalidInput, 'Invalid input: Discharge gas temperature must be between -200 ℃ and 227 ℃'],
    // Issue 26: a head-pressure regulator's condensing set point, as a temperature within the saturation range.
    ['a condensing set point above the critical point', { valveName: 'Xtf', refrigerant: 'R134a', conditions: { LnwdType: 'temp', Lnwd: { value: 110, unit: '℃' } } }, 400, ResultCode.invalidInput, 'Invalid input: Condensing set point (saturation temperature, dew point for blends) 110 ℃ is outside the saturation range of R134a'],
    ['a condensing set point entered as neither', { valveName: 'Xtf', refrigerant: 'R134a', conditions: { LnwdType: 'kW' } }, 400, ResultCode.invalidInput, 'Invalid input: Condensing set point entered as must be one of: Pressure (bar), Temperature (temp)'],
    // Issue 24: a magnitude beyond any valve's rating is refused with the field's range before anything is calculated.
    ['a superheat of 400 K', sov({ DTSH1: 400 }), 400, ResultCode.invalidInput, 'Invalid input: Superheat must be between 0 K and 100 K'],
    // Issue 36: a valve passes nothing without a drop; an allowed drop of zero or less is refused, not graded as capacity 0.
    ['an allowed drop of zero', sov({ DpAlow: { value: 0, unit: 'bar' } }), 400, ResultCode.invalidInput, 'Invalid input: Allowed pressure drop must be above zero'],
    ['a negative allowed drop', sov({ DpAlow: { value: -0.1, unit: 'bar' } }), 400, ResultCode.invalidInput, 'Invalid input: Allowed pressure drop must be above zero'],
  ])('%s', async (_, body, status, result, message) => {
    const response = await post(app, '/api/ucselection/calculate', body);
    expect(response.statusCode).toBe(status);
    const envelope = envelopeOf(response);
    expect(envelope.Result).toBe(result);
    expect(envelope.Data).toBeNull();
    expect(envelope.ErrorMsg.startsWith(message)).toBe(true);
  });

  it('names a field by its label, never by its key, in English and Chinese', async () => {
    for (const [lang, label] of [['en', 'Cooling capacity must be above zero'], ['cn', '制冷量必须大于零']]) {
      const response = await post(app, '/api/ucselection/calculate', sov({ Capicity: 0 }), { lang });
      expect(envelopeOf(response).ErrorMsg).toContain(label);
      expect(envelopeOf(response).ErrorMsg).not.toContain('Capicity');
    }
  });

  it('refuses a line position the family does not fit (Mv4: suction and discharge only)', async () => {
    const response = await post(app, '/api/ucselection/calculate', { valveName: 'Mv4', refrigerant: 'R410A', conditions: { Pos: 'A' } });
    expect(envelopeOf(response)).toMatchObject({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: Line position must be one of: Suction line (C), Discharge (hot-gas) line (D)' });
  });

  it('says it in Chinese for LANG cn', async () => {
    const response = await post(app, '/api/ucselection/calculate', sov({ Te: { value: 45, unit: '℃' } }), { lang: 'cn' });
    expect(envelopeOf(response).ErrorMsg).toBe('输入无效：蒸发温度（露点）（45 ℃）必须低于冷凝温度（露点）（40 ℃）');
    const unit = await post(app, '/api/ucselection/calculate', sov({ Te: { value: 1, unit: 'kg/h' } }), { lang: 'cn' });
    expect(envelopeOf(unit).ErrorMsg).toBe('输入无效：蒸发温度（露点）：“kg/h”不是温度的单位');
  });

  it('refuses the same way on the curve and temperature calls', async () => {
    for (const url of ['/api/ucselection/getchartline', '/api/ucselection/tb_tkchanged', '/api/ucselection/tb_techanged']) {
      const response = await post(app, url, { valveName: 'Eev', refrigerant: 'R410A', conditions: { Tk: { value: -20, unit: '℃' } }, Sizeid: 70 });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toMatchObject({ Result: ResultCode.invalidInput, ErrorMsg: 'Invalid input: Evaporating temperature (dew point) (-10 ℃) must be below Condensing temperature (dew point) (-20 ℃)' });
    }
  });
});
