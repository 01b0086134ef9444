/// <reference types="mocha" />
// Issue 29: <vs-selector> calculates in the browser as the user types, on the family's catalogue slice, with the
// server's rows, grades, figures and reasons. The API is the real server's recorded answers (canned-api.ts): the
// slice of Sov and the calculate answer for the form's defaults, both kept current by
// tests/unit/widgets/selector-fixtures.test.ts.
import { expect } from 'chai';
import '../../widgets/selector/selector.element';
import { cannedApiBase, cannedRequests, serveCannedApi } from './canned-api';
import { cleanup, inside, mount, rendered, type, until } from './helpers';

serveCannedApi();

async function selector() {
  const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}"></vs-selector>`);
  await rendered(element);
  await until(() => inside(element, '[part="calculate"]'));
  return element;
}

const field = (element: Element, name: string) => inside<HTMLInputElement>(element, `[data-field="${name}"] input`);
const calculatePosts = () => cannedRequests.filter((r) => r.method === 'POST' && r.path === '/ucselection/calculate').length;
const base = (element: Element) => inside(element, '[part="base"]');

/** Every row as the page shows it: grade, size, the figures and the reason, in the groups' order. */
function rows(element: Element): string[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="row"]')].map((row) =>
    [row.dataset.grade, row.dataset.size, ...[...row.querySelectorAll('[data-figure], [part="reason"]')].map((cell) => cell.textContent)].join(' | '),
  );
}

/** Opens every group, so that every row is drawn (Prohibited starts closed). */
async function openGroups(element: Element): Promise<void> {
  for (const toggle of element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="group-toggle"][aria-expanded="false"]')) toggle.click();
  await until(() => expect(element.shadowRoot!.querySelectorAll('[part="group-toggle"][aria-expanded="false"]').length).to.equal(0));
}

describe('<vs-selector> calculating in the browser (issue 29)', () => {
  beforeEach(() => {
    cannedRequests.length = 0;
  });
  afterEach(cleanup);

  it('the first view fetches neither the slice nor calculates; Calculate asks the server once, then the slice comes', async () => {
    const element = await selector();
    expect(cannedRequests.map((r) => r.path)).to.deep.equal(['/valve/selection']);
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    expect(base(element).dataset.calculation).to.equal('server');
    await until(() => expect(cannedRequests.some((r) => r.path === '/selection/slice')).to.equal(true));
    expect(calculatePosts()).to.equal(1);
  });

  it('typing a new evaporating temperature updates the grades at once, with no calculate call', async () => {
    const element = await selector();
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    await openGroups(element);
    const atDefaults = rows(element);
    await type(field(element, 'Te'), '-40');
    await until(() => expect(base(element).dataset.calculation).to.equal('local'));
    await openGroups(element);
    const at40 = rows(element);
    expect(at40).to.not.deep.equal(atDefaults);
    // The grades themselves move, not only the figures: at -40 ℃ the suction gas is thin, the drops change.
    expect(at40.map((row) => row.split(' | ')[0])).to.not.deep.equal(atDefaults.map((row) => row.split(' | ')[0]));
    expect(calculatePosts()).to.equal(1);
  });

  it('a half-typed number does not recalculate: the results stay until the number is whole', async () => {
    const element = await selector();
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    await type(field(element, 'Te'), '-25');
    await until(() => expect(base(element).dataset.calculation).to.equal('local'));
    const at25 = rows(element);
    await type(field(element, 'Te'), '-');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rows(element)).to.deep.equal(at25);
    expect(calculatePosts()).to.equal(1);
  });

  it('the results calculated here are the server’s for the same conditions: rows, grades, figures, reasons', async () => {
    const element = await selector();
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    await openGroups(element);
    // The canned answer is the real server's for the form's defaults (Te -10 ℃ among them).
    const server = rows(element);
    expect(server.length).to.be.greaterThan(10);
    await type(field(element, 'Te'), '-30');
    await until(() => expect(base(element).dataset.calculation).to.equal('local'));
    await type(field(element, 'Te'), '-10');
    await until(() => expect(rows(element)).to.deep.equal(server));
    expect(base(element).dataset.calculation).to.equal('local');
    expect(calculatePosts()).to.equal(1);
  });
});
