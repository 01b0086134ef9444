import { describe, expect, it } from 'vitest';
import type { SavedSelection } from '../../../src/contracts/results';
import type { FastifyInstance } from 'fastify';
import { envelopeOf, get, post } from '../helper';
import { savedWorkApps } from './databases';
import { listBody, member } from './member';

const apps = await savedWorkApps();

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  const saved = async (headers: Record<string, string>) => envelopeOf<SavedSelection>(await get(app, '/api/result/getlist', {}, headers));

  describe('a guest', () => {
    it.each([
      ['POST', '/api/result/saveselection'],
      ['GET', '/api/result/getcurrent'],
      ['GET', '/api/result/getlist'],
    ])('%s %s: Please sign in firstly, or the token is refused', async (method, url) => {
      const send = (headers: Record<string, string>, lang = 'en') =>
        app.inject({ method: method as 'GET' | 'POST', url, headers: { lang, ...headers }, ...(method === 'POST' ? { payload: listBody('g', 1) } : {}) });
      expect(envelopeOf(await send({}))).toEqual({ Result: 100, Data: null, ErrorMsg: 'Please sign in firstly' });
      expect(envelopeOf(await send({}, 'cn')).ErrorMsg).toBe('请先登录');
      expect(envelopeOf(await send({ authorization: 'Bearer not-a-token' })).Result).toBe(50014);
    });
  });

  describe('a member', () => {
    it('saves a list, reads it back whole, and replaces it whole', async () => {
      const alice = await member(app.db, 'alice1');
      expect(await saved(alice.headers)).toEqual({ Result: 0, Data: { productList: [], conditions: [], savedAt: null }, ErrorMsg: '' });

      const body = listBody('a', 5);
      const answer = envelopeOf<SavedSelection>(await post(app, '/api/result/saveselection', body, alice.headers));
      expect(answer.Result).toBe(0);
      expect(answer.Data!.productList).toEqual(body.productList);
      expect(answer.Data!.conditions).toEqual(body.conditionList);
      expect((await saved(alice.headers)).Data).toEqual(answer.Data);

      await post(app, '/api/result/saveselection', listBody('b', 2), alice.headers);
      expect((await saved(alice.headers)).Data!.productList.map((product) => product.PartNumber)).toEqual(['b-0', 'b-1']);
    });

    it('keeps the figures a product had when it was added (ours, optional), so that reopening can say which moved', async () => {
      const dora = await member(app.db, 'dora01');
      const body = listBody('v', 2);
      const figures = { capacity: { value: 10.4, unit: 'kW' }, pressureDrop: { value: 0.12, unit: 'bar' } };
      body.productList[0] = { ...body.productList[0]!, Values: figures };
      const answer = envelopeOf<SavedSelection>(await post(app, '/api/result/saveselection', body, dora.headers));
      expect(answer.Result).toBe(0);
      const [withFigures, without] = (await saved(dora.headers)).Data!.productList;
      expect(withFigures!.Values).toEqual(figures);
      expect(without).not.toHaveProperty('Values');
    });

    it("keeps the coil a buyer picked for a body sold alone (ours, optional), so that the reopened list's bill orders it", async () => {
      const buyer = await member(app.db, 'coilpk');
      const body = listBody('c', 2);
      body.productList[0] = { ...body.productList[0]!, Coil: 'COIL-10004' };
      expect(envelopeOf<SavedSelection>(await post(app, '/api/result/saveselection', body, buyer.headers)).Result).toBe(0);
      const [picked, preselected] = (await saved(buyer.headers)).Data!.productList;
      expect(picked!.Coil).toBe('COIL-10004');
      expect(preselected).not.toHaveProperty('Coil');
    });

    it('keeps a repeated Hashkey once, the first', async () => {
      const bob = await member(app.db, 'bobby1');
      const body = listBody('r', 3);
      body.productList[2] = { ...body.productList[2]!, Hashkey: body.productList[0]!.Hashkey };
      const answer = envelopeOf<SavedSelection>(await post(app, '/api/result/saveselection', body, bob.headers));
      expect(answer.Data!.productList.map((product) => product.PartNumber)).toEqual(['r-0', 'r-1']);
    });

    it('getcurrent answers the whole list, or the products of the given hashkeys with their conditions', async () => {
      const carol = await member(app.db, 'carol1');
      const body = listBody('c', 6);
      await post(app, '/api/result/saveselection', body, carol.headers);
      expect(envelopeOf<SavedSelection>(await get(app, '/api/result/getcurrent', {}, carol.headers)).Data!.productList).toHaveLength(6);

      const hashkeys = [body.productList[1]!.Hashkey, body.productList[3]!.Hashkey, 'unknown'].join(',');
      const some = envelopeOf<SavedSelection>(await get(app, '/api/result/getcurrent', { hashkeys }, carol.headers)).Data!;
      expect(some.productList.map((product) => product.PartNumber)).toEqual(['c-1', 'c-3']);
      // Both use the second condition set, which is the first (and only) one of this answer.
      expect(some.conditions).toEqual([body.conditionList[1]]);
      expect(some.productList.map((product) => product.conditionIndex)).toEqual([0, 0]);
    });

    it("sees only their own list", async () => {
      const [dave, erin] = [await member(app.db, 'dave01'), await member(app.db, 'erin01')];
      await post(app, '/api/result/saveselection', listBody('d', 4), dave.headers);
      expect((await saved(erin.headers)).Data!.productList).toEqual([]);
    });

    it('two tabs saving the same list: the later save wins whole', async () => {
      const frank = await member(app.db, 'frank1');
      const first = listBody('tabone', 40);
      const later = listBody('tabtwo', 30);
      // Started together, answered in order: the later one is the one answered last.
      const answers = await Promise.all([post(app, '/api/result/saveselection', first, frank.headers), post(app, '/api/result/saveselection', later, frank.headers)]);
      const times = answers.map((response) => envelopeOf<SavedSelection>(response).Data!.savedAt!);
      const stored = (await saved(frank.headers)).Data!.productList;
      // One list whole, never a mix; when the two were stamped apart, the one stamped last (two saves within the same
      // millisecond have no later one to tell).
      expect([first.productList, later.productList]).toContainEqual(stored);
      if (times[0] !== times[1]) expect(stored).toEqual((times[1]! > times[0]! ? later : first).productList);

      // And one after the other, as two tabs usually are: the second.
      await post(app, '/api/result/saveselection', first, frank.headers);
      await post(app, '/api/result/saveselection', later, frank.headers);
      expect((await saved(frank.headers)).Data!.productList).toEqual(later.productList);
    });
  });
});
