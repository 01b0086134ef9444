/// <reference types="mocha" />
// Issue 41: with the calculate call unanswered, the selector showed results calculated in the browser without a word
// of it. Now the results say where they were calculated and from which catalogue data, the page says once, quietly,
// that the server could not be reached and offers to check again, and each row's provenance says the same. A file of
// its own, since a page keeps a family's slice once it has it.
import { expect } from 'chai';
import '../../widgets/selector/selector.element';
import { cannedApiBase, cannedRequests, cannedUnreachable, serveCannedApi } from './canned-api';
import { cleanup, inside, mount, rendered, roleViolations, until } from './helpers';

serveCannedApi();

const calculatePosts = () => cannedRequests.filter((r) => r.method === 'POST' && r.path === '/ucselection/calculate');

describe('<vs-selector> when the server cannot be reached (issue 41)', () => {
  before(() => cannedUnreachable.add('POST /ucselection/calculate'));
  after(() => cannedUnreachable.delete('POST /ucselection/calculate'));
  afterEach(cleanup);

  it('calculates in the browser, says where and from which catalogue data, says once that the server was not reached, and checks again', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}"></vs-selector>`);
    await rendered(element);
    (await until(() => inside(element, '[part="calculate"]'))).click();
    // The client's retries come first (2, 4 and 8 s apart): generous.
    const computed = await until(() => inside(element, '[part="computed"]'), 45_000);
    expect(calculatePosts().length, 'the server was asked').to.be.greaterThan(0);
    expect(computed.dataset.by).to.equal('browser');
    expect(computed.textContent).to.equal("calculated in this browser from catalogue data 2025.1-demo: the same as the server's while that data is current");
    expect(getComputedStyle(computed, '::first-letter').textTransform).to.equal('uppercase');
    const notice = inside(element, '[part="unreachable"]');
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.equal('The server could not be reached. Check again');
    expect(element.shadowRoot!.querySelectorAll('[part="unreachable"], [part="error"]').length, 'said once, and no error').to.equal(1);
    const provenances = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="provenance"]')];
    expect(provenances.length).to.be.greaterThan(0);
    for (const provenance of provenances) expect(provenance.title).to.match(/\(calculated in this browser from catalogue data 2025\.1-demo: .*\)$/);
    expect(await roleViolations(inside(element, '[part="results"]'))).to.deep.equal([]);

    // The server back: Check again asks it, and the results say so; the notice goes.
    cannedUnreachable.delete('POST /ucselection/calculate');
    const asked = calculatePosts().length;
    inside(element, '[part="check-again"]').click();
    await until(() => expect(inside(element, '[part="computed"]').dataset.by).to.equal('server'));
    expect(calculatePosts().length).to.be.greaterThan(asked);
    expect(inside(element, '[part="computed"]').textContent).to.equal('calculated on the server from catalogue data 2025.1-demo');
    expect(element.shadowRoot!.querySelector('[part="unreachable"]')).to.equal(null);
    expect(inside(element, '[part="base"]').dataset.calculation).to.equal('server');
  });
});
