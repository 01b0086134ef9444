// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Issue 34, the widgets' side: a shop page (or a script on it) hands a widget JSON nested 100,000 deep, or too large,
// as an attribute or a property. The BUILT widget refuses it with one warning naming the attribute and keeps its last
// valid value; the page's timers never stop: a probe on the page's own event loop sees no long gap.
import { expect } from 'chai';
import { inside, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type ShopWindow = EmbedPage['window'] & { warnings: string[] };

/** The longest gap between ticks of a 10 ms timer on the page while `work` runs and for `afterMs` after it. */
async function longestGap(page: EmbedPage, work: () => void, afterMs = 500): Promise<{ gapMs: number; workMs: number }> {
  const window = page.window;
  let last = window.performance.now();
  let gapMs = 0;
  const timer = window.setInterval(() => {
    const now = window.performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
  }, 10);
  const started = window.performance.now();
  work();
  const workMs = window.performance.now() - started;
  await new Promise((resolve) => window.setTimeout(resolve, afterMs));
  window.clearInterval(timer);
  return { gapMs: Math.max(gapMs, workMs), workMs };
}

/** An array nested `depth` deep, built without recursion. */
function nestedArray(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

/**
 * A generous bound for a refusal that costs a few milliseconds: the bodies held a server for seconds and for
 * ever, and a widget that walked such JSON recursively would throw or freeze the page.
 */
const blockedBoundMs = 1_000;

describe('a widget handed hostile JSON on a shop page of another origin', function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());

  afterEach(() => page?.close());

  async function chooser(): Promise<HTMLElement & { value: unknown }> {
    page = await openPage('element.html');
    page.document.getElementById('content')!.innerHTML = `<vs-approvals-chooser value='["CE"]'></vs-approvals-chooser>`;
    const element = (await elementIn(page, 'vs-approvals-chooser')) as unknown as HTMLElement & { value: unknown };
    await until(() => expect(inside(element, '[part="value"]').textContent).to.include('CE'));
    return element;
  }

  const warningsAbout = (attribute: string, why: string) => (page!.window as ShopWindow).warnings.filter((w) => w.includes(`<vs-approvals-chooser> ${attribute}: ${why}`));

  it('refuses an attribute nested 100,000 deep with one warning, the page never blocked, the last value kept', async () => {
    const element = await chooser();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const { gapMs } = await longestGap(page!, () => {
      element.setAttribute('value', deep);
      element.setAttribute('value', deep);
    });
    expect(gapMs).to.be.below(blockedBoundMs);
    expect(warningsAbout('value', 'nested deeper than 64 levels')).to.have.length(1);
    expect(element.value).to.deep.equal(['CE']);
    expect(inside(element, '[part="value"]').textContent).to.include('CE');
    expect(page!.window.pageErrors).to.deep.equal([]);
  });

  it('refuses an attribute of more than 1 MiB of text, unparsed, with one warning', async () => {
    const element = await chooser();
    const long = JSON.stringify(Array.from({ length: 250_000 }, () => 'CE'));
    const { gapMs } = await longestGap(page!, () => element.setAttribute('value', long));
    expect(gapMs).to.be.below(blockedBoundMs);
    expect(warningsAbout('value', 'longer than 1048576 characters')).to.have.length(1);
    expect(element.value).to.deep.equal(['CE']);
  });

  it('refuses a property nested 200,000 deep, and one of 300,000 values, with one warning each', async () => {
    const element = await chooser();
    const { gapMs } = await longestGap(page!, () => {
      element.value = nestedArray(200_000);
      element.value = nestedArray(200_000);
    });
    expect(gapMs).to.be.below(blockedBoundMs);
    expect(warningsAbout('value', 'nested deeper than 64 levels')).to.have.length(1);
    expect(element.value).to.deep.equal(['CE']);

    const second = await chooser();
    const huge = Array.from({ length: 300_000 }, () => 'CE');
    const { gapMs: hugeGapMs } = await longestGap(page!, () => (second.value = huge));
    expect(hugeGapMs).to.be.below(blockedBoundMs);
    expect(warningsAbout('value', 'more than 250000 values')).to.have.length(1);
    expect(second.value).to.deep.equal(['CE']);
    expect(page!.window.pageErrors).to.deep.equal([]);
  });
});
