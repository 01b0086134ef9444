import type { Resource } from 'i18next';
import enErrors from './locales/en/errors.json';
import './errors-loadable';

/**
 * The shared `errors` namespace in English: server messages and the engine's error codes (`errors.out_of_range`).
 * Every other language, Chinese too, comes on demand, so a widget's bundle carries one language.
 */
export const errorsResources = { en: { errors: enErrors } } satisfies Resource;
