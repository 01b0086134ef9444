// The version of these widgets, on each element class as `version`, and what a page hears when another version of
// them defined an element first (Shoelace does the same): the first definition of a tag wins, for good.
import { version } from '../../../package.json';

export const widgetsVersion: string = version;

/** Warns when `tag` is already defined by other code than this version's; true when it is defined at all. */
export function definedElsewhere(tag: string): boolean {
  const existing = customElements.get(tag) as (CustomElementConstructor & { version?: string }) | undefined;
  if (!existing) return false;
  // Two copies of the same version (a script included twice) are harmless; two versions are not: say which won.
  if (existing.version !== widgetsVersion) {
    console.warn(`<${tag}> is already defined by Valve Selector widgets ${existing.version ?? '(unknown version)'}; version ${widgetsVersion} on this page is not used for it.`);
  }
  return true;
}
