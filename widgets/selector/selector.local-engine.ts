// The selector's local calculation, a chunk of its own (selector.local.ts loads it once the user edits or has
// results): the selection module and the sizing engine without any fluid data, the on-demand loader of one
// refrigerant's data, and the selection texts (English here; another language's files on demand). A form's first
// view never downloads it.
import type { Resource } from 'i18next';
import enSelection from '../../src/i18n/locales/en/selection.json';
import { ApiError } from '../../src/client/api-error';
import type { CalculationBody, CalculationData } from '../../src/contracts/selection';
import type { CallData } from '../../src/contracts/call';
import type { catalogueSlice } from '../../src/contracts/selection-slice';
import { Refusal } from '../../src/contracts/refusal';
import { loadRefrigerant } from '../../src/engine/refrigerants/load';
import { createI18nInstance } from '../../src/i18n/instance';
import { fallbackLanguage, type Language } from '../../src/i18n/languages';
import { loadNamespace } from '../../src/i18n/load-language';
import { errorsResources } from '../../src/i18n/errors-resources';
import { mergeResources, sharedNamespaces, unitsResources } from '../../src/i18n/shared-namespaces';
import type { Translate } from '../../src/i18n/translate';
import { createLocalSelection } from '../../src/selection/local';
import { selectionNamespace } from '../../src/selection/language';
import type { ShownPointPreset } from '../../src/selection/point-presets';
import type { Presentation } from '../../src/selection/unit-presenter';

type SliceData = CallData<typeof catalogueSlice>;

/** A family's selection in the browser, as the selector's form uses it. */
export interface BrowserSelection {
  /** Loads what calculate() needs for a refrigerant in a language: the fluid's data, the language's texts (once each). */
  needs(refrigerant: string, language: Language): Promise<void>;
  /** Whether calculate() can answer for the refrigerant in the language now. */
  ready(refrigerant: string, language: Language): boolean;
  /**
   * The server's calculate answer for `body` in `presentation`; a refusal is thrown as the API client throws the
   * server's (an ApiError with its Result, status, ErrorMsg and Detail), so that the form shows it the same way.
   */
  calculate(body: CalculationBody, presentation: Presentation): CalculationData;
  /** The family's ready operating points from `body`'s design point (issue 27); a refusal thrown as calculate's. */
  presets(body: CalculationBody, presentation: Presentation): ShownPointPreset[];
}

export interface LocalEngine {
  /** The selection of the slice's family; throws when the slice is not of the shape this code reads. */
  createSelection(slice: SliceData, valveName: string): BrowserSelection;
}

/** The texts a selection answers with: the selection namespace with the refusals' errors and the quantities' units. */
const namespaces = [selectionNamespace, ...sharedNamespaces];

/** Each language's translator: built once its files have come. */
const translators = new Map<Language, Translate>();
const translatorLoads = new Map<Language, Promise<void>>();

function loadTranslator(language: Language): Promise<void> {
  if (translators.has(language)) return Promise.resolve();
  let pending = translatorLoads.get(language);
  if (!pending) {
    const english: Resource = mergeResources(errorsResources, unitsResources, { en: { [selectionNamespace]: enSelection } });
    pending = Promise.all(
      language === fallbackLanguage ? [] : namespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
    ).then(
      (strings) => {
        const i18n = createI18nInstance(language, mergeResources(english, { [language]: Object.fromEntries(strings) }));
        translators.set(language, (key, params) => i18n.t(key, params ?? {}));
      },
      (error: unknown) => {
        translatorLoads.delete(language); // offline: asked again next time
        throw error;
      },
    );
    translatorLoads.set(language, pending);
  }
  return pending;
}

function translatorOf(language: Language): Translate {
  const t = translators.get(language);
  if (!t) throw new Error(`the selection texts in '${language}' are not loaded`);
  return t;
}

/** The slice is one family's, in the catalogue's shape (a cached answer of an older server may not be). */
function readable(slice: SliceData, valveName: string): boolean {
  const lists = [slice.families, slice.series, slice.sizes, slice.products, slice.refrigerants, slice.approvals, slice.systems];
  return lists.every(Array.isArray) && slice.families.length === 1 && slice.valveName.toLowerCase() === valveName.toLowerCase();
}

/** `work`'s answer; its refusal thrown as the API client throws the server's (an ApiError), worded in the request's language. */
function asServer<T>(work: () => T, presentation: Presentation): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new ApiError('result', error.text(translatorOf(presentation.messageLanguage ?? presentation.language)), error.result, error.status, error.detail);
  }
}

export const localEngine: LocalEngine = {
  createSelection(slice, valveName) {
    if (!readable(slice, valveName)) throw new Error(`the slice of ${valveName} is not of the shape this selector reads`);
    const selection = createLocalSelection(slice, translatorOf);
    const needs = new Map<string, Promise<void>>();
    const settled = new Set<string>();
    return {
      needs(refrigerant, language) {
        const key = `${refrigerant} ${language}`;
        let pending = needs.get(key);
        if (!pending) {
          // The refrigerant's data and the data of the fluids the family's ratings are stated in (a four-way valve's
          // shifting flow is rated on R407C). An unknown refrigerant is the calculation's to refuse, as the server
          // does: only the texts are needed then.
          const fluids = selection.fluidsRead(valveName, refrigerant).map((fluid) => loadRefrigerant(fluid).catch(() => undefined));
          pending = Promise.all([...fluids, loadTranslator(language), loadTranslator(fallbackLanguage)]).then(
            () => void settled.add(key),
            (error: unknown) => {
              needs.delete(key);
              throw error;
            },
          );
          needs.set(key, pending);
        }
        return pending;
      },
      ready(refrigerant, language) {
        return settled.has(`${refrigerant} ${language}`);
      },
      calculate(body, presentation) {
        return asServer(() => selection.calculate(body, presentation), presentation);
      },
      presets(body, presentation) {
        return asServer(() => selection.presets(body, presentation), presentation);
      },
    };
  },
};
