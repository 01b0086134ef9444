// The projects' words (namespace `projects`: refusals, default names, what changed), and the selector's and the
// details page's that a change names (grades, figures), in all fourteen languages, loaded at start.
import { createI18n, languages, type Language } from '../../../../src/i18n';
import { defineLoadable, loadResources } from '../../../../src/i18n/load-language';
import { sharedNamespaces } from '../../../../src/i18n/shared-namespaces';
import type { Translate } from '../../../../src/i18n/translate';
import { selectionNamespace } from '../../../../src/selection/language';
import { projectsNamespace } from './projects.resources';

// The details page's figure names, the same file the page shows.
defineLoadable('details', (language) => import(`../../../../src/i18n/locales/${language}/details.json`));

const resources = await loadResources([projectsNamespace, selectionNamespace, 'details', ...sharedNamespaces]);

const translators = new Map<Language, Translate>(
  languages.map((language) => {
    const i18n = createI18n(language, resources);
    return [language, (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {})];
  }),
);

/** Translates into a language, the projects', selector's and details page's namespaces included. */
export function projectsTranslator(language: Language): Translate {
  return translators.get(language)!;
}
