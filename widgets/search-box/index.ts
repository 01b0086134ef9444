// The search box for React apps (the host site): the component, its model and its strings. The custom element
// lives in ./search-box.element, which only the widget builds import.
export { SearchBox, Highlighted, type SearchBoxProps } from './search-box';
export { createSearchBoxModel, maxShownRows, type SearchBoxModel, type SearchBoxView, type SearchEntry } from './search-box.model';
export { searchBoxResources, searchBoxNamespace } from './search-box.resources';
