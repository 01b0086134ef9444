// What a React app (the host site, Storybook) provides to the widgets' components when it renders them without
// their custom elements: its own API client (session, error catalogue) and its own i18next instance. widgets/internal
// stays private to the widgets; this file is the one door into it.
export { ApiClientContext } from './internal/element/api-client';
