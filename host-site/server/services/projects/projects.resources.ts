import { defineLoadable } from '../../../../src/i18n/load-language';

/** The projects' words: refusals of the project calls, default names, what changed since a list was saved. */
export const projectsNamespace = 'projects';

defineLoadable(projectsNamespace, (language) => import(`../../../../src/i18n/locales/${language}/projects.json`));
