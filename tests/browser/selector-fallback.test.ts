/// <reference types="mocha" />
// Issue 29: when the family's slice cannot be had (here a server without the slice call), <vs-selector> keeps to
// the server's calculate: its results still follow the typing, asked after a pause. A file of its own, since a page
// keeps a family's slice once it has it.
import { expect } from 'chai';
import '../../widgets/selector/selector.element';
import { cannedApiBase, cannedMissing, cannedRequests, serveCannedApi } from './canned-api';
import { cleanup, inside, mount, rendered, type, until } from './helpers';

serveCannedApi();

const calculatePosts = () => cannedRequests.filter((r) => r.method === 'POST' && r.path === '/ucselection/calculate');

describe('<vs-selector> without the family’s slice (issue 29)', () => {
  before(() => cannedMissing.add('GET /selection/slice'));
  after(() => cannedMissing.delete('GET /selection/slice'));
  afterEach(cleanup);

  it('an edit after results asks the server’s calculate, with the new conditions', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}"></vs-selector>`);
    await rendered(element);
    await until(() => inside(element, '[part="calculate"]')).then((button) => button.click());
    await until(() => inside(element, '[part="results"]'));
    await until(() => expect(cannedRequests.some((r) => r.path === '/selection/slice')).to.equal(true));
    expect(calculatePosts().length).to.equal(1);
    await type(inside<HTMLInputElement>(element, '[data-field="Te"] input'), '-30');
    // Typed at a person's pace, -3 may have been asked on the way; the last call asks -30.
    const lastTe = () => (calculatePosts().at(-1)!.body as { conditions: { Te: unknown } }).conditions.Te;
    await until(() => expect(lastTe()).to.deep.equal({ value: -30, unit: '℃' }));
    await until(() => expect(inside(element, '[part="base"]').dataset.state).to.equal('calculated'));
    expect(inside(element, '[part="base"]').dataset.calculation).to.equal('server');
  });
});
