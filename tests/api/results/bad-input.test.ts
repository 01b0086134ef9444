import { describe, expect, it } from 'vitest';
import type { SavedSelection } from '../../../src/contracts/results';
import { buildTestApp, envelopeOf, get, post } from '../helper';
import { listBody, member } from './member';

const app = await buildTestApp();
await app.ready();
const owner = await member(app.db, 'owner1');
const before = listBody('keep', 3);
await post(app, '/api/result/saveselection', before, owner.headers);

const product = before.productList[0]!;
const cases: [string, unknown, RegExp][] = [
  // 10,000 products pass the 1 MB body limit before the contract's 500 is even counted.
  ['a list of 10,000 products', listBody('big', 10_000), /larger than 1048576 bytes/],
  ['501 products', listBody('big', 501), /productList.*500/],
  ['a conditionIndex outside conditionList', { ...before, productList: [{ ...product, conditionIndex: 2 }] }, /productList\.0\.conditionIndex is invalid/],
  ['a valveId that is text', { ...before, productList: [{ ...product, valveId: 'one' }] }, /productList\.0\.valveId/],
  ['a product without a Hashkey', { ...before, productList: [{ ...product, Hashkey: undefined }] }, /productList\.0\.Hashkey/],
  ['a condition that is an object', { ...before, conditionList: [{ ...before.conditionList[0], conditions: { Te: { deep: 1 } } }] }, /conditionList\.0\.conditions/],
  ['no productList', { conditionList: [] }, /productList/],
  ['a list that is not a list', { conditionList: {}, productList: 'all' }, /conditionList/],
];

describe('a save the contract refuses changes nothing', () => {
  it.each(cases)('%s', async (_name, body, message) => {
    const answer = envelopeOf(await post(app, '/api/result/saveselection', body, owner.headers));
    expect(answer.Result).toBe(2);
    expect(answer.Data).toBeNull();
    expect(answer.ErrorMsg).toMatch(message);
    const list = envelopeOf<SavedSelection>(await get(app, '/api/result/getlist', {}, owner.headers)).Data!;
    expect(list.productList).toEqual(before.productList);
  });

  it('in Chinese too', async () => {
    const answer = envelopeOf(await post(app, '/api/result/saveselection', listBody('big', 501), { ...owner.headers, lang: 'cn' }));
    expect(answer.Result).toBe(2);
    expect(answer.ErrorMsg).toMatch(/[\u4e00-\u9fff]/);
  });
});
