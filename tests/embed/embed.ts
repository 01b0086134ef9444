// Opens the embed pages (tests/embed/pages) in iframes of the test page. The pages come from this origin and
// the BUILT widget files from the static server's (a shop's page and the maker's server).
import { rendered, until } from '../browser/helpers';

export interface EmbedPage {
  window: Window & typeof globalThis & { pageErrors: string[] };
  document: Document;
  /** Every URL the page fetched so far (scripts and chunks included). */
  resources(): string[];
  close(): void;
}

/** The static server's origin (it serves dist/widgets, built before the test runner starts). */
export async function cdnOrigin(): Promise<string> {
  const response = await fetch('/embed/cdn');
  if (!response.ok) throw new Error(`no static server: ${response.status} (did building dist/widgets fail? see the log)`);
  return ((await response.json()) as { origin: string }).origin;
}

/**
 * The maker's server (host-site/server on the built dist, the test pages' origin among its ALLOWED_ORIGINS), started by
 * the test runner's embed plugin; pages opened after this have `{{SITE}}` replaced by its origin.
 */
export async function siteOrigin(): Promise<string> {
  const response = await fetch('/embed/site');
  if (!response.ok) throw new Error(`no site server: ${response.status} (is dist built? see the log)`);
  return ((await response.json()) as { origin: string }).origin;
}

/** The frame's viewport in CSS px; 800 × 600 unless a test needs another. */
export interface FrameSize {
  width: number;
  height: number;
}

export async function openPage(name: string, size?: FrameSize): Promise<EmbedPage> {
  return openUrl(`/embed/pages/${name}`, size);
}

/** A page of this origin at `url`, in an iframe. */
export async function openUrl(url: string, { width, height }: FrameSize = { width: 800, height: 600 }): Promise<EmbedPage> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  const window = frame.contentWindow as EmbedPage['window'];
  return {
    window,
    document: frame.contentDocument!,
    resources: () => window.performance.getEntriesByType('resource').map((entry) => entry.name),
    close: () => frame.remove(),
  };
}

/** The page's first `<tag>`, once defined and rendered. */
export async function elementIn<T extends keyof HTMLElementTagNameMap>(page: EmbedPage, tag: T): Promise<HTMLElementTagNameMap[T]> {
  const element = await until(() => {
    const found = page.document.querySelector(tag);
    if (!found || !page.window.customElements.get(tag)) throw new Error(`<${tag}> not defined yet`);
    return found;
  }, 10_000);
  await rendered(element);
  return element;
}
