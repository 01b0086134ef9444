import type { Resource } from 'i18next';
import en from '../../../../src/i18n/locales/en/projects.json';
import { defineLoadable } from '../../../../src/i18n/load-language';

export const projectsNamespace = 'projects';

/** The Projects pages' strings; they come with those chunks, never with the shell. */
export const projectsResources = { en: { [projectsNamespace]: en } } satisfies Resource;

defineLoadable(projectsNamespace, (language) => import(`../../../../src/i18n/locales/${language}/projects.json`));
