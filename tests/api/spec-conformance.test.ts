// SPEC §7 call by call (issue #10: a client written against the specification got 404s). Every path the
// specification lists that this product has is called with the specification's method, must answer the envelope
// with Result 0, and must carry the fields the specification names; the other method must not answer there. Then the headers: every answer comes in the unit system that `Unitid` names.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { convert, quantityIds, unitSystems, type QuantityId, type UnitSystemId } from '../../src/engine/units';
import { bearer, emailCode, loginBody, registerByEmail, startMailbox, TestClock } from './account/account-helper';
import { buildTestApp, envelopeOf, queryString } from './helper';
import { listBody } from './results/member';
import { demo, seriesNamed } from './valve/demo-data';

// The account calls need codes: they arrive by mail, and the clock spares a wait between two codes to one address.
const mailbox = await startMailbox();
const clock = new TestClock();
const app = await buildTestApp({ SMTP_URL: mailbox.url }, { now: clock.now });
await app.ready();

type Method = 'GET' | 'POST';

interface SpecCall {
  method: Method;
  /** The path as SPEC §7 writes it. */
  path: string;
  query?: Parameters<typeof queryString>[0];
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * What Data must hold: dot paths, `[]` standing for every item of a list (`list[].KeyName`); a list the path
   * runs through must not be empty, so that its items are really checked.
   */
  fields: string[];
  /** Data.Val where the specification's meaning fixes it. */
  val?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The calls of SPEC §7 this product has

const conversion = (path: string, oldunit: string, oldvalue: number | string, newunit: string, val: number): SpecCall => ({
  method: 'POST',
  path: `/api/unitconvert/${path}`,
  body: { oldunit, oldvalue, newunit },
  fields: ['Val'],
  val,
});

const saturation = { refrigerant: 'R134a', absolute: true, oldunit: '℃', oldvalue: 0 };
const sov = { valveName: 'Sov', refrigerant: 'R410A' };
const mdf = seriesNamed('MDF').Id;
const fdf07 = demo.sizes.find((size) => size.Name === 'FDF-07')!.Id;
const seriesFields = ['Id', 'Name', 'Valveid', 'tech.ps.value', 'tech.ps.unit'];

const present: SpecCall[] = [
  // Unit conversion: POST, body oldunit, oldvalue, newunit; Data.Val.
  conversion('converttoc_temper', '℉', 212, '℃', 100),
  conversion('converttoany_temper', '℃', 0, '℉', 32),
  conversion('converttoshsc_temper', 'K', 5, '℉', 9),
  { method: 'POST', path: '/api/unitconvert/convertto_temper_bar', query: { ...saturation, absolute: 'true' }, fields: ['Val'] },
  conversion('converttoany_press', 'atm', 1, 'bar', 1.01325),
  conversion('converttoany_capacity', 'TR', 1, 'Btu/h', 12000),
  conversion('converttoany_massflowrate', 'kg/s', 1, 'kg/h', 3600),
  conversion('converttoany_volumeflow', 'm³/s', 1, 'm³/h', 3600),
  conversion('converttoany_length', 'inch', 1, 'mm', 25.4),
  conversion('converttoany_velocity', 'ft/s', 1, 'm/s', 0.3048),
  conversion('converttoany_density', 'lb/in³', 1, 'kg/m³', 27679.9047102),
  conversion('converttoany_enthalpy', 'Btu/lb', 1, 'kJ/kg', 2.326),
  conversion('converttoany_entropy', 'Btu/(lb·F)', 1, 'kJ/(kg·K)', 4.1868),
  { method: 'POST', path: '/api/unitconvert/converttemptopress', body: { ...saturation, newunit: 'bar' }, fields: ['Val'] },
  { method: 'POST', path: '/api/unitconvert/convertpresstotemp', body: { ...saturation, oldunit: 'bar', oldvalue: 3, newunit: '℃' }, fields: ['Val'] },

  // Selection: bodies and answers are not shown in the specification; the envelope is.
  { method: 'POST', path: '/api/ucselection/calculate', body: sov, fields: [] },
  { method: 'POST', path: '/api/ucselection/getchartline', body: { ...sov, Sizeid: fdf07 }, fields: [] },
  { method: 'POST', path: '/api/ucselection/tb_tkchanged', body: sov, fields: [] },
  { method: 'POST', path: '/api/ucselection/tb_techanged', body: sov, fields: [] },

  // Catalogue.
  {
    method: 'GET',
    path: '/api/valve/baseinfo',
    fields: ['valveInfo[].Id', 'valveInfo[].Classname', 'valveSystem[].Id', 'systemSort[].Message', 'refrigerantList[].Name', 'countryList[].Id', 'location', 'areaName', 'country.Id'],
  },
  { method: 'POST', path: '/api/valve/seriallist', body: { Serialid: mdf }, fields: ['serialResult.sizes[].Id', 'serialResult.sizes[].values.psBar', 'serialResult.coils[].Id'] },
  { method: 'GET', path: '/api/valve/fetchserialfields', query: { Serialid: mdf }, fields: ['fields[].key', 'fields[].unit'] },
  { method: 'GET', path: '/api/valve/selection', query: { valveName: 'Sov' }, fields: ['serialResult[].name', 'serialResult[].labelType', 'serialResult[].options', 'serialResult[].values', 'serialResult[].unitOptions'] },
  { method: 'GET', path: '/api/valve/valveserials', query: { valveName: 'Sov' }, fields: seriesFields.map((field) => `list[].${field}`) },
  {
    method: 'POST',
    path: '/api/valve/info',
    body: { Valveid: demo.families.find((family) => family.Classname === 'TxvOld')!.Id, valveName: 'TxvOld', showList: true, safetycer: ['CE'] },
    fields: [...seriesFields.map((field) => `serialList[].${field}`), 'serialInfoList[].Id', 'serialInfoList[].values', 'serialInfoFields[].key'],
  },
  { method: 'GET', path: '/api/valve/sysvalvelist', query: { systemId: demo.systems[0]!.Id }, fields: [...seriesFields, 'CalculateType'].map((field) => `valveInfo[].${field}`) },
  {
    method: 'GET',
    path: '/api/valve/getRecommend',
    query: { Location: 'NA', Safetycer: 'UL' },
    fields: ['recommendList[].Id', 'recommendList[].Title', 'recommendList[].Content', 'recommendList[].LinkType', 'recommendList[].Valveid', 'productList[].PartNumber', 'productList[].Sizeid'],
  },
  { method: 'GET', path: '/api/valve/getWebConfig', fields: ['list[].KeyName', 'list[].Type', 'list[].Content'] },
];

// ---------------------------------------------------------------------------------------------------------------
// The account calls of SPEC §7. Each request here can be answered once only (codes and login codes are single-use),
// so they are checked apart from `present`, whose calls are also sent again with each Unitid; they hold no quantities.

const password = 'Spec#Conformance1';
const signedIn = await registerByEmail(app, mailbox, 'specuser', 'spec1@example.com', password);
await registerByEmail(app, mailbox, 'specreset', 'spec3@example.com', password);
const registration = { account: 'specnew', password, confirmPassword: password, country: 'China', region: 'CHINA', verifyType: 'Email', email: 'spec2@example.com' };
const registerCode = await emailCode(app, mailbox, 'spec2@example.com', 'register');
const checkedCode = await emailCode(app, mailbox, 'spec4@example.com', 'register');
clock.advance(61_000);
const resetCode = await emailCode(app, mailbox, 'spec3@example.com', 'reset');
const profileFields = ['Token', 'Profile.UserName', 'Profile.Photo', 'Profile.Remarks'];

const accountCalls: SpecCall[] = [
  { method: 'POST', path: '/api/authorize/register', body: { ...registration, code: registerCode }, fields: profileFields },
  { method: 'POST', path: '/api/authorize/login', body: await loginBody(app, 'specuser', password), fields: profileFields },
  { method: 'POST', path: '/api/authorize/validatetoken', headers: bearer(signedIn.Token), fields: profileFields },
  { method: 'GET', path: '/api/authorize/getloginauth', fields: ['simpleCode', 'complexCode'] },
  {
    method: 'POST',
    path: '/api/authorize/resetaccount',
    query: { verifyType: 'Email' },
    body: { target: 'spec3@example.com', code: resetCode, password: 'Another#Pass2', confirmPassword: 'Another#Pass2' },
    fields: ['reset'],
  },
  { method: 'POST', path: '/api/authorize/validauthcode', body: { verifyType: 'Email', target: 'spec4@example.com', purpose: 'register', code: checkedCode }, fields: ['valid'] },
  { method: 'POST', path: '/api/sms/sendemail', body: { email: 'spec5@example.com', purpose: 'register' }, fields: ['resendAfter', 'expiresIn'] },
  { method: 'POST', path: '/api/sms/sendaliyunsms', body: { phone: '13900139000', purpose: 'register' }, fields: ['resendAfter', 'expiresIn'] },
];

// ---------------------------------------------------------------------------------------------------------------
// The saved-work calls of SPEC §7 (preferences, saved results): signed in, and in this order, so that the lists read
// back hold what was saved.

const member = bearer(signedIn.Token);
const savedList = listBody('spec', 2);

const savedWorkCalls: SpecCall[] = [
  { method: 'POST', path: '/api/valve/saveselectionsetting', headers: member, body: { UnitId: 1, Refrigerants: 'R134a;R404A,R410A' }, fields: ['Remarks'] },
  {
    method: 'POST',
    path: '/api/valve/savepersonunit',
    headers: member,
    body: { unitList: [{ name: 'Spec', unitType: 'Temp', unit: '℉' }] },
    // Data is the list itself; its rows are checked below.
    fields: [],
  },
  { method: 'POST', path: '/api/valve/getpersonunitlist', headers: member, fields: [] },
  { method: 'POST', path: '/api/result/saveselection', headers: member, body: savedList, fields: ['productList[].valveId', 'conditions[].valveName'] },
  { method: 'GET', path: '/api/result/getcurrent', headers: member, fields: ['productList[].conditionIndex', 'conditions[].conditions'] },
  { method: 'GET', path: '/api/result/getlist', headers: member, fields: ['productList[].serialId', 'productList[].productName', 'productList[].ValveName', 'productList[].Sizeid', 'productList[].Sizename', 'productList[].SerialName', 'productList[].ProductType', 'productList[].ImageUrl', 'productList[].conditionIndex', 'conditions'] },
];

// ---------------------------------------------------------------------------------------------------------------
// Asking and reading

/** Sends a call's request; with another method, without its body (a GET carries none). */
function send(call: SpecCall, headers: Record<string, string> = {}, method: Method = call.method): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url: call.path + queryString(call.query ?? {}), headers: { ...call.headers, ...headers } };
  return app.inject(call.body === undefined || method !== call.method ? options : { ...options, payload: call.body as InjectOptions['payload'] });
}

/** The values at a dot path (`[]` opens every item of a list); an empty list on the way fails the check. */
function valuesAt(data: unknown, path: string, where: string): unknown[] {
  let nodes: unknown[] = [data];
  for (const part of path.split('.')) {
    const list = part.endsWith('[]');
    const key = list ? part.slice(0, -2) : part;
    nodes = nodes.flatMap((node) => {
      expect(node !== null && typeof node === 'object' && key in node, `${where}: ${path} (no ${key})`).toBe(true);
      const value = (node as Record<string, unknown>)[key];
      if (!list) return [value];
      expect(Array.isArray(value) && value.length > 0, `${where}: ${key} must be a list with items`).toBe(true);
      return value as unknown[];
    });
  }
  return nodes;
}

describe('SPEC §7 Preferences: a custom unit set in its server form', () => {
  it('getpersonunitlist answers rows of Unitid, Name, UnitType and Unit', async () => {
    const unitList = [{ name: 'Spec two', unitType: 'Press', unit: 'psi' }];
    await app.inject({ method: 'POST', url: '/api/valve/savepersonunit', headers: member, payload: { unitList } });
    const rows = envelopeOf<Record<string, unknown>[]>(await app.inject({ method: 'POST', url: '/api/valve/getpersonunitlist', headers: member })).Data!;
    expect(rows).toContainEqual({ Unitid: expect.any(Number), Name: 'Spec two', UnitType: 'Press', Unit: 'Psi' });
  });
});

describe('SPEC §7: every call the product has answers at its path, with its method, in its shape', () => {
  it.each([...present, ...accountCalls, ...savedWorkCalls].map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (name, call) => {
    const response = await send(call);
    expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const envelope = envelopeOf(response);
    expect(envelope, name).toMatchObject({ Result: 0, ErrorMsg: '' });
    expect(envelope.Data, name).not.toBeNull();
    for (const field of call.fields) for (const value of valuesAt(envelope.Data, field, name)) expect(value, `${name}: ${field}`).not.toBeUndefined();
    if (call.val !== undefined) expect((envelope.Data as { Val: number }).Val, name).toBe(call.val);
  });

  it.each([...present, ...accountCalls, ...savedWorkCalls].map((call) => [`${call.method} ${call.path}`, call] as const))('%s: the other method is not a call', async (name, call) => {
    const response = await send(call, {}, call.method === 'GET' ? 'POST' : 'GET');
    expect(response.statusCode, name).toBe(404);
    expect(envelopeOf(response).Result, name).toBe(5);
  });

  it('lists every registered path under a §7 prefix, or knows it as one of ours', () => {
    // Ours, not the specification's: documented as extras in the API reference.
    const extras = ['GET /api/unitconvert/unitsets', 'POST /api/unitconvert/converttoany_flowfactor', 'POST /api/valve/products', 'GET /api/valve/searchindex', 'GET /api/valve/bom'];
    const extrasOfAccounts = ['POST /api/authorize/logout', 'POST /api/authorize/changecontact', 'GET /api/authorize/profile'];
    const specified = new Set([...[...present, ...accountCalls, ...savedWorkCalls].map((call) => `${call.method} ${call.path}`), ...extrasOfAccounts, ...extras]);
    const registered = app.calls.map((call) => `${call.method} /api${call.path}`).filter((name) => /^\w+ \/api\/(unitconvert|ucselection|valve|result|authorize|sms)\//.test(name));
    expect(registered.filter((name) => !specified.has(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Headers: Unitid

/** The quantity whose default unit is `metric` in unit system 2 and `imperial` in 1 (K and ℉: a difference). */
function quantityOf(metric: string, imperial: string): QuantityId | undefined {
  return quantityIds.find((q) => unitSystems[2][q] === metric && unitSystems[1][q] === imperial);
}

const numericFields = ['value', 'min', 'max', 'bubble', 'dew', 'bubbleGauge', 'dewGauge'];

/** Both answers round to 6 significant digits, each off by up to 5e-6 of its value. */
function closeTo(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 2e-5 * Math.max(1, Math.abs(expected));
}

/**
 * Walks a metric and an imperial answer side by side. Wherever an object names a `unit`: equal units are units no
 * unit set has (%, in³, ''); different ones must be the two unit sets' units of one quantity, with that quantity
 * when the object names one, and the numbers beside them must be the same amounts.
 */
function compareUnits(metric: unknown, imperial: unknown, where: string, seen: { units: number }): void {
  if (Array.isArray(metric)) {
    expect(Array.isArray(imperial) && imperial.length === metric.length, `${where}: lists of different length`).toBe(true);
    metric.forEach((item, i) => compareUnits(item, (imperial as unknown[])[i], `${where}[${i}]`, seen));
    return;
  }
  if (metric === null || typeof metric !== 'object') return;
  expect(imperial !== null && typeof imperial === 'object', `${where}: not an object with Unitid 1`).toBe(true);
  const m = metric as Record<string, unknown>;
  const u = imperial as Record<string, unknown>;
  if (typeof m['unit'] === 'string' && m['unit'] !== u['unit']) {
    seen.units += 1;
    const quantity = quantityOf(m['unit'], String(u['unit']));
    expect(quantity, `${where}: '${m['unit']}' (Unitid 2) and '${String(u['unit'])}' (Unitid 1) are not the unit sets' units of a quantity`).toBeDefined();
    if (typeof m['quantity'] === 'string') expect(m['quantity'], where).toBe(quantity);
    for (const field of numericFields) {
      const [a, b] = [m[field], u[field]];
      if (typeof a !== 'number') continue;
      expect(typeof b === 'number' && closeTo(b, convert(a, m['unit'], String(u['unit']), quantity)), `${where}.${field}: ${a} ${m['unit']} is not ${String(b)} ${String(u['unit'])}`).toBe(true);
    }
  }
  for (const key of Object.keys(m)) compareUnits(m[key], u[key], `${where}.${key}`, seen);
}

/** A size table (rows' `values` by the columns' keys) in both unit systems: each number is the same amount. */
function compareTable(columns: [Column[], Column[]], rows: [Row[], Row[]], where: string): number {
  let compared = 0;
  columns[0].forEach((column, i) => {
    const imperial = columns[1][i]!;
    expect(imperial.key).toBe(column.key);
    if (!column.quantity) {
      expect(imperial.unit, `${where} ${column.key}`).toBe(column.unit);
      return;
    }
    expect([column.unit, imperial.unit], `${where} ${column.key}`).toEqual([defaultUnitOf(column.quantity, 2), defaultUnitOf(column.quantity, 1)]);
    rows[0].forEach((row, r) => {
      const [a, b] = [row.values[column.key], rows[1][r]!.values[column.key]];
      if (typeof a !== 'number') return;
      compared += 1;
      expect(typeof b === 'number' && closeTo(b, convert(a, column.unit, imperial.unit, column.quantity as QuantityId)), `${where} ${row.Name} ${column.key}: ${a} ${column.unit} vs ${String(b)} ${imperial.unit}`).toBe(true);
    });
  });
  return compared;
}

interface Column {
  key: string;
  unit: string;
  quantity?: string;
}
interface Row {
  Name: string;
  values: Record<string, unknown>;
}

function defaultUnitOf(quantity: string, system: UnitSystemId): string {
  return unitSystems[system][quantity as QuantityId];
}

async function dataIn(call: SpecCall, unitid: UnitSystemId): Promise<unknown> {
  const envelope = envelopeOf(await send(call, { unitid: String(unitid) }));
  expect(envelope.Result, `${call.path} Unitid ${unitid}: ${envelope.ErrorMsg}`).toBe(0);
  return envelope.Data;
}

describe('SPEC §7 headers: every answer comes in the unit system Unitid names', () => {
  // Calls whose answers hold quantities; a call missing here that gained some would fail the last test.
  const withQuantities = [
    '/api/ucselection/calculate',
    '/api/ucselection/getchartline',
    '/api/ucselection/tb_tkchanged',
    '/api/ucselection/tb_techanged',
    '/api/valve/seriallist',
    '/api/valve/fetchserialfields',
    '/api/valve/selection',
    '/api/valve/valveserials',
    '/api/valve/info',
    '/api/valve/sysvalvelist',
  ];

  it.each(present.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (name, call) => {
    const seen = { units: 0 };
    compareUnits(await dataIn(call, 2), await dataIn(call, 1), name, seen);
    if (withQuantities.includes(call.path)) expect(seen.units, `${name} answers quantities in the unit set`).toBeGreaterThan(0);
    else expect(seen.units, `${name} answers no quantities, or belongs in withQuantities`).toBe(0);
  });

  it('answers size tables (seriallist, info) in the unit set, numbers and column units alike', async () => {
    const series = seriesNamed('RFGB').Id;
    const fields: SpecCall = { method: 'GET', path: '/api/valve/fetchserialfields', query: { Serialid: series }, fields: [] };
    const sizes: SpecCall = { method: 'POST', path: '/api/valve/seriallist', body: { Serialid: series }, fields: [] };
    const info: SpecCall = { method: 'POST', path: '/api/valve/info', body: { valveName: 'TxvOld', showList: true }, fields: [] };
    type Fields = { fields: Column[] };
    type Sizes = { serialResult: { sizes: Row[] } };
    type Info = { serialInfoFields: Column[]; serialInfoList: Row[] };
    const [metricFields, imperialFields] = (await Promise.all([dataIn(fields, 2), dataIn(fields, 1)])) as [Fields, Fields];
    const [metricSizes, imperialSizes] = (await Promise.all([dataIn(sizes, 2), dataIn(sizes, 1)])) as [Sizes, Sizes];
    const compared = compareTable([metricFields.fields, imperialFields.fields], [metricSizes.serialResult.sizes, imperialSizes.serialResult.sizes], 'seriallist');
    expect(compared).toBeGreaterThan(10);
    expect(imperialFields.fields.find((f) => f.key === 'tech.kv')?.unit).toBe(unitSystems[1].FlowFactor);
    const [metricInfo, imperialInfo] = (await Promise.all([dataIn(info, 2), dataIn(info, 1)])) as [Info, Info];
    expect(compareTable([metricInfo.serialInfoFields, imperialInfo.serialInfoFields], [metricInfo.serialInfoList, imperialInfo.serialInfoList], 'info')).toBeGreaterThan(compared);
  });

  it('reads a missing or unknown Unitid as metric, the default', async () => {
    const call = present.find((c) => c.path === '/api/valve/fetchserialfields')!;
    const metric = await dataIn(call, 2);
    expect(envelopeOf(await send(call)).Data).toEqual(metric);
    expect(envelopeOf(await send(call, { unitid: '7' })).Data).toEqual(metric);
  });
});
