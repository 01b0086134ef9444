// Results as you type (issue 29): in Chromium, the built <vs-selector> of the largest family on a shop's page, from
// the maker's real server. Once its results are shown (and the family's slice and the selection code have come, so
// that it calculates in the browser), new evaporating temperatures are typed with real key presses, one key each,
// every value new (no operating point comes from a cache). A sample runs from the digit's keydown (its event
// timestamp) to the frame that paints the new results: the widget marks 'vs-results' when it commits a result; the
// first animation frame after that mark is the frame that shows it, and a task queued from that frame runs once it
// has been painted. At normal CPU and with Chromium's CPU slowed 4× (DevTools' Emulation.setCPUThrottlingRate).
import type { Page } from 'playwright-core';
import { ensureWidgetsBuilt } from '../scripts/build-widgets';
import type { BenchRow } from './harness';
import { startMakerSite } from './maker-site';

/** Eev has the largest slice (its rating tables and part numbers, `npm run bench slice`); Filter the most rows (47 sizes). */
const families = [
  { valveName: 'Eev', refrigerant: 'R410A' },
  { valveName: 'Filter', refrigerant: 'R410A' },
] as const;

const SAMPLES = 40;
const WARM_UP = 5;

/**
 * The evaporating temperatures typed, each one key from the one before: -1a.b walks b up, then a up one, then b
 * down (a Gray code over the two digits), so that every value is new. Each step is the digit typed and where.
 */
function steps(count: number): { text: string; at: number; key: string }[] {
  const out: { text: string; at: number; key: string }[] = [];
  let tens = 2;
  let tenths = 0;
  let up = true;
  while (out.length < count) {
    const turn = up ? tenths === 9 : tenths === 0;
    if (turn) {
      tens = (tens + 1) % 10;
      up = !up;
    } else tenths += up ? 1 : -1;
    out.push({ text: `-1${tens}.${tenths}`, at: turn ? 2 : 4, key: String(turn ? tens : tenths) });
  }
  return out;
}

/**
 * In the page: `armKeystroke()` makes `latency` the milliseconds from the next keydown to the paint of the result it
 * causes. A script of text, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const measurement = `
window.armKeystroke = () => {
  window.latency = new Promise((resolve) => {
    addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      const frame = () => {
        const committed = performance.getEntriesByName('vs-results', 'mark').some((mark) => mark.startTime >= start);
        if (!committed) return void requestAnimationFrame(frame);
        // This frame paints the committed result; a task posted now runs after that paint.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  });
};`;

interface TypingFigures {
  median: number;
  p95: number;
  local: boolean;
}

type Step = ReturnType<typeof steps>[number];

async function measureTyping(page: Page, typed: readonly Step[]): Promise<TypingFigures> {
  const samples: number[] = [];
  const input = page.locator('vs-selector [data-field="Te"] input');
  let local = true;
  for (const step of typed) {
    // The cursor selects the one character the key replaces (set up by script: only the digit is a measured key).
    await input.evaluate((element: HTMLInputElement, at) => {
      element.focus();
      element.setSelectionRange(at, at + 1);
    }, step.at);
    await page.evaluate('window.armKeystroke()');
    await page.keyboard.press(step.key);
    const latency = page.evaluate<number>('window.latency');
    // A key whose result never comes is a failure of the widget, told rather than waited for.
    const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no result painted 10 s after typing ${step.text}`)), 10_000).unref());
    samples.push(await Promise.race([latency, late]));
    if ((await input.inputValue()) !== step.text) throw new Error(`typed ${step.key}, the field reads ${await input.inputValue()}, not ${step.text}`);
    local &&= (await page.locator('vs-selector [part="base"]').getAttribute('data-calculation')) === 'local';
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), local };
}

async function openSelector(page: Page, origin: string, family: (typeof families)[number]): Promise<void> {
  const shopPage = `${origin}/bench/shop-selector-typing.html`;
  await page.route(shopPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/widgets/valve-selector.js"></script></head><body><vs-selector valve-name="${family.valveName}" refrigerant="${family.refrigerant}" calculate="true"></vs-selector></body></html>`,
    }),
  );
  await page.addInitScript({ content: measurement });
  await page.goto(shopPage);
  await page.locator('vs-selector [part="row"]').first().waitFor();
  // Every row drawn: Prohibited, closed at first, is opened too.
  for (const toggle of await page.locator('vs-selector [part="group-toggle"][aria-expanded="false"]').all()) await toggle.click();
  // The typing starts from -12.0 (filled in, not measured); its result is calculated in the browser once the slice
  // and the selection code have come, which the first edit asks for.
  await page.locator('vs-selector [data-field="Te"] input').fill('-12.0');
  await page.locator('vs-selector [part="base"][data-calculation="local"]').waitFor({ timeout: 60_000 }).catch(() => undefined);
}

export async function run(): Promise<BenchRow[]> {
  await ensureWidgetsBuilt();
  const { origin, browser, close } = await startMakerSite();
  const rows: BenchRow[] = [];
  try {
    for (const family of families) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openSelector(page, origin, family);
      // A few keys first: the code paths are compiled. Every value typed in the run is new.
      const typed = steps(WARM_UP + 2 * SAMPLES);
      await measureTyping(page, typed.slice(0, WARM_UP));
      const normal = await measureTyping(page, typed.slice(WARM_UP, WARM_UP + SAMPLES));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const slowed = await measureTyping(page, typed.slice(WARM_UP + SAMPLES));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const rowCount = await page.locator('vs-selector [part="row"]').count();
      const where = normal.local && slowed.local ? 'in the browser' : 'NOT all in the browser';
      const name = `selector typing Te, ${family.valveName} ${family.refrigerant} (${rowCount} rows, ${where}), key to paint`;
      rows.push(
        { name: `${name}, median`, value: normal.median, unit: 'ms', target: 16 },
        { name: `${name}, p95`, value: normal.p95, unit: 'ms' },
        { name: `${name}, CPU 4× slower, median`, value: slowed.median, unit: 'ms', target: 50 },
        { name: `${name}, CPU 4× slower, p95`, value: slowed.p95, unit: 'ms' },
      );
      await context.close();
    }
    return rows;
  } finally {
    await close();
  }
}
