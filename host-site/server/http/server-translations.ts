import type { Resource } from 'i18next';
import { isBundled, type Language } from '../../../src/i18n';
import { loadNamespace } from '../../../src/i18n/load-language';

/** The namespaces of the interface the server words its messages with: the error catalogue and quantity names. */
const sharedNamespaces = ['errors', 'units'] as const;

/**
 * The strings of a language loaded on demand that the server needs, read once at start: `errors` and `units`
 * (the same files the widgets load). cn and en are bundled with createI18n; for them this is empty.
 */
export async function serverTranslations(language: Language): Promise<Resource> {
  if (isBundled(language)) return {};
  const namespaces = await Promise.all(sharedNamespaces.map(async (ns) => [ns, await loadNamespace(language, ns)] as const));
  return { [language]: Object.fromEntries(namespaces) };
}
