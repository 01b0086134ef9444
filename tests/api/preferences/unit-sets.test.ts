import { describe, expect, it } from 'vitest';
import type { PersonUnitRow } from '../../../src/contracts/preferences';
import { buildTestApp, envelopeOf, post } from '../helper';
import { member } from '../results/member';

const app = await buildTestApp();
await app.ready();

const list = async (headers: Record<string, string>) => envelopeOf<PersonUnitRow[]>(await post(app, '/api/valve/getpersonunitlist', undefined, headers)).Data!;
const save = async (body: unknown, headers: Record<string, string>) => envelopeOf<PersonUnitRow[] | null>(await post(app, '/api/valve/savepersonunit', body, headers));
const entries = (name: string, units: Record<string, string>) => Object.entries(units).map(([unitType, unit]) => ({ name, unitType, unit }));

describe('a guest', () => {
  it.each(['/api/valve/savepersonunit', '/api/valve/getpersonunitlist'])('%s: Please sign in firstly', async (url) => {
    expect(envelopeOf(await post(app, url, { unitList: entries('Shop', { Temp: '℉' }) }, { lang: 'en' }))).toEqual({ Result: 100, Data: null, ErrorMsg: 'Please sign in firstly' });
    expect(envelopeOf(await post(app, url, { unitList: [] }, { authorization: 'Bearer stale' })).Result).toBe(50014);
  });
});

describe('a member', () => {
  it('creates sets, lists them in the server form, and replaces one whole by its Unitid', async () => {
    const grace = await member(app.db, 'grace1');
    expect(await list(grace.headers)).toEqual([]);
    const created = await save({ unitList: entries(' Shop ', { Press: 'psi', Temp: '℉', CoolCapacity: 'TR' }) }, grace.headers);
    expect(created.Result).toBe(0);
    const shopId = created.Data![0]!.Unitid;
    // Canonical labels, in the quantity order of SPEC §3.
    expect(created.Data).toEqual([
      { Unitid: shopId, Name: 'Shop', UnitType: 'Temp', Unit: '℉' },
      { Unitid: shopId, Name: 'Shop', UnitType: 'Press', Unit: 'Psi' },
      { Unitid: shopId, Name: 'Shop', UnitType: 'CoolCapacity', Unit: 'TR' },
    ]);
    await save({ unitList: entries('Lab', { FlowFactor: 'Cv' }) }, grace.headers);
    expect(new Set((await list(grace.headers)).map((row) => row.Name))).toEqual(new Set(['Lab', 'Shop']));

    const replaced = await save({ Unitid: shopId, unitList: entries('Workshop', { Velocity: 'ft/s' }) }, grace.headers);
    expect(replaced.Data!.filter((row) => row.Unitid === shopId)).toEqual([{ Unitid: shopId, Name: 'Workshop', UnitType: 'Velocity', Unit: 'ft/s' }]);
    expect(await list(grace.headers)).toEqual(replaced.Data);
  });
});

const owner = await member(app.db, 'henry1');
const other = await member(app.db, 'irene1');
const kept = await save({ unitList: entries('Kept', { Temp: '℃' }) }, owner.headers);
const keptId = kept.Data![0]!.Unitid;
const othersSet = (await save({ unitList: entries('Theirs', { Temp: 'K' }) }, other.headers)).Data![0]!.Unitid;

describe('a set the server refuses changes nothing', () => {
  it.each([
    ['without a name', { unitList: entries('  ', { Temp: '℃' }) }, 2, 'Name your unit set', '请为单位组命名'],
    ['without units', { unitList: [] }, 2, 'Set at least one unit', '请至少设置一个单位'],
    ['with an unknown unit', { unitList: entries('New', { Temp: 'furlong' }) }, 2, 'furlong', 'furlong'],
    ['with a unit of another quantity', { unitList: entries('New', { Press: '℃' }) }, 2, '℃', '℃'],
    ['with an unknown quantity', { unitList: [{ name: 'New', unitType: 'Colour', unit: 'red' }] }, 2, 'unitList.0.unitType', 'unitList.0.unitType'],
    ['naming a quantity twice', { unitList: entries('New', { Temp: '℃' }).concat(entries('New', { Temp: 'K' })) }, 2, 'Temp twice', 'Temp'],
    ['naming two sets', { unitList: entries('One', { Temp: '℃' }).concat(entries('Two', { Press: 'bar' })) }, 2, 'same unit set', '同一个单位组'],
    ['with a name taken', { unitList: entries('Kept', { Press: 'bar' }) }, 2, 'Kept', 'Kept'],
    // Issue 41: a name that differs from a set's only in case and spaces is that set's; the answer names it.
    ['with a name taken but for case and spaces', { unitList: entries(' k E p T ', { Press: 'bar' }) }, 2, "a unit set named 'Kept' already exists", '“Kept”'],
    ["with another user's Unitid", { Unitid: othersSet, unitList: entries('Stolen', { Press: 'bar' }) }, 5, `${othersSet}`, `${othersSet}`],
    ['with a Unitid that is text', { Unitid: 'one', unitList: entries('New', { Press: 'bar' }) }, 2, 'Unitid', 'Unitid'],
  ])('%s', async (_name, body, result, english, chinese) => {
    const answer = await save(body, { ...owner.headers, lang: 'en' });
    expect(answer).toMatchObject({ Result: result, Data: null });
    expect(answer.ErrorMsg).toContain(english);
    expect((await save(body, { ...owner.headers, lang: 'cn' })).ErrorMsg).toContain(chinese);
    expect(await list(owner.headers)).toEqual(kept.Data);
    expect((await list(other.headers)).map((row) => row.Name)).toEqual(['Theirs']);
  });

  it('and answers 404 for an unknown Unitid', async () => {
    const response = await post(app, '/api/valve/savepersonunit', { Unitid: keptId + 1000, unitList: entries('Gone', { Temp: 'K' }) }, owner.headers);
    expect(response.statusCode).toBe(404);
    expect(await list(owner.headers)).toEqual(kept.Data);
  });
});
