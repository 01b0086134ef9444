import { defineLoadable } from './load-language';

// Where the shared `errors` namespace's other languages are, apart from its English strings (errors-resources.ts):
// a widget that carries only some of the English words (the selector's) still gets a language's whole file.
defineLoadable('errors', (language) => import(`./locales/${language}/errors.json`));
