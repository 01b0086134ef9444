import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/contracts/account';
import type { PersonUnitRow } from '../../../src/contracts/preferences';
import type { FastifyInstance } from 'fastify';
import { envelopeOf, post } from '../helper';
import { savedWorkApps } from '../results/databases';
import { member } from '../results/member';

const apps = await savedWorkApps();

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  const setting = async (body: unknown, headers: Record<string, string>) => envelopeOf<Profile | null>(await post(app, '/api/valve/saveselectionsetting', body, headers));
  /** The Remarks of the profile a new page load gets (validatetoken), parsed. */
  const remarksAtLoad = async (headers: Record<string, string>) =>
    JSON.parse(envelopeOf<{ Profile: Profile }>(await post(app, '/api/authorize/validatetoken', undefined, headers)).Data!.Profile.Remarks) as unknown;

  describe('saveselectionsetting', () => {
    it('refuses a guest: Please sign in firstly', async () => {
      expect(await setting({ UnitId: 1 }, { lang: 'en' })).toEqual({ Result: 100, Data: null, ErrorMsg: 'Please sign in firstly' });
      expect((await setting({ UnitId: 1 }, { lang: 'cn' })).ErrorMsg).toBe('请先登录');
    });

    it('keeps the unit system, refrigerants and unit set in the Remarks, restored at load; fields left out keep their value', async () => {
      const jack = await member(app.db, 'jack01');
      expect(await remarksAtLoad(jack.headers)).toEqual({});

      const first = await setting({ UnitId: 1 }, jack.headers);
      expect(first.Result).toBe(0);
      expect(JSON.parse(first.Data!.Remarks)).toEqual({ UnitId: 1, Refrigerants: ';' });

      await setting({ Refrigerants: 'R134a;R404A,R410A' }, jack.headers);
      expect(await remarksAtLoad(jack.headers)).toEqual({ UnitId: 1, Refrigerants: 'R134a;R404A,R410A' });

      const sets = envelopeOf<PersonUnitRow[]>(await post(app, '/api/valve/savepersonunit', { unitList: [{ name: 'US', unitType: 'Temp', unit: '℉' }] }, jack.headers)).Data!;
      const chosen = await setting({ CustomUnitId: sets[0]!.Unitid, UnitId: 2 }, jack.headers);
      expect(JSON.parse(chosen.Data!.Remarks)).toEqual({ UnitId: 2, Refrigerants: 'R134a;R404A,R410A', CustomUnitId: sets[0]!.Unitid });

      // Spelled as the catalogue spells them.
      await setting({ CustomUnitId: 0, Refrigerants: ';r32' }, jack.headers);
      expect(await remarksAtLoad(jack.headers)).toEqual({ UnitId: 2, Refrigerants: ';R32' });
    });

    it('refuses bad settings and changes nothing', async () => {
      const kate = await member(app.db, 'kate01');
      const lee = await member(app.db, 'leeo01');
      const leesSet = envelopeOf<PersonUnitRow[]>(await post(app, '/api/valve/savepersonunit', { unitList: [{ name: 'Mine', unitType: 'Temp', unit: 'K' }] }, lee.headers)).Data![0]!.Unitid;
      await setting({ UnitId: 1, Refrigerants: 'R744;R290' }, kate.headers);
      const before = await remarksAtLoad(kate.headers);
      const bad: [unknown, number, string][] = [
        [{ UnitId: 3 }, 2, 'UnitId'],
        [{ UnitId: '1' }, 2, 'UnitId'],
        [{}, 2, 'Send UnitId, CustomUnitId or Refrigerants'],
        [{ Refrigerants: 'R134a' }, 2, 'Refrigerants'],
        [{ Refrigerants: 'R134a;R32;R410A' }, 2, 'Refrigerants'],
        [{ Refrigerants: 'R134a;<script>' }, 2, 'Refrigerants'],
        [{ Refrigerants: 'R134a;R999' }, 2, 'R999'],
        [{ UnitId: 2, CustomUnitId: leesSet }, 5, `${leesSet}`],
        [{ CustomUnitId: -1 }, 2, 'CustomUnitId'],
      ];
      for (const [body, result, message] of bad) {
        const answer = await setting(body, kate.headers);
        expect(answer, JSON.stringify(body)).toMatchObject({ Result: result, Data: null });
        expect(answer.ErrorMsg).toContain(message);
        expect(await remarksAtLoad(kate.headers)).toEqual(before);
      }
    });
  });
});
