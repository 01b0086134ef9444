// The `<script type="module" src=".../valve-selector.js">` entry: tiny, it knows every tag and loads a
// widget's code (and the shared runtime) only when an element of that kind first appears in the document.
// Elements inside other components' shadow roots are not seen: such pages import the ES modules instead.
import { elementModules } from './elements';
import { servedFrom } from './internal/element/code-origin';
import { definedElsewhere } from './internal/element/version';
import { loadUndefined } from './lazy';

// The widgets link to pages of the site this script came from (a module has no document.currentScript).
servedFrom(import.meta.url);
// A tag another version of the widgets defined before this script ran stays theirs: said once, in the console.
for (const tag of Object.keys(elementModules)) definedElsewhere(tag);
const started = new Set<string>();
loadUndefined(document, started);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) loadUndefined(node, started);
  }
}).observe(document, { childList: true, subtree: true });
