import type { Resource } from 'i18next';
import cnErrors from './locales/cn/errors.json';
import enErrors from './locales/en/errors.json';
import { defineLoadable } from './load-language';

/** The shared `errors` namespace: server messages and the engine's error codes (`errors.out_of_range`). */
export const errorsResources = { cn: { errors: cnErrors }, en: { errors: enErrors } } satisfies Resource;

defineLoadable('errors', (language) => import(`./locales/${language}/errors.json`));
