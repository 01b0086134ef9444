// The selector's calculation in the browser (issue 29). Once the user has edited the form or has results, the
// family's catalogue slice (GET <api-base>/selection/slice through the widget's API client: its base, headers, CORS
// and retries; kept by the browser's cache under its ETag, which names the catalogue's version) and the selection
// code (a chunk of its own with the sizing engine; a refrigerant's data comes on demand, as for the converter) are
// fetched. From then on the form's results follow every edit at once, with the rows, grades, figures and reasons
// the server's calculate gives, since it is the same code on the same catalogue entities. The server's calculate
// stays the way when the slice cannot be had or is of a format this code does not read, and for a page that opens
// with results (a link).
import { useEffect, useMemo, useState } from 'react';
import { isApiError, type ApiClient } from '../../src/client';
import type { CalculationBody, CalculationData } from '../../src/contracts/selection';
import { catalogueSlice } from '../../src/contracts/selection-slice';
import { readUnitsHeader, unitChoicesOf, writeUnitsHeader } from '../../src/contracts/units-header';
import { fallbackLanguage, isBundled, normaliseLanguage } from '../../src/i18n/languages';
import type { Presentation as ServerPresentation } from '../../src/selection/unit-presenter';
import { unitSystemOf, type UnitProps } from '../internal/units/units';
import type { BrowserSelection, LocalEngine } from './selector.local-engine';
import type { OperatingPoint } from './selector.points';

/** The presets that are the design point itself (src/engine/sizing/operating-point-presets.ts). */
const DESIGN_ITSELF: ReadonlySet<string> = new Set(['fullLoad', 'cooling']);

/** What the server reads from a request's headers to word and measure its answer: language and units. */
export type Presentation = Required<ServerPresentation>;

/**
 * The presentation of the widget's calls, as the server reads it from the headers its API client sends (LANG,
 * Unitid, Units): the same language normalised, the same unit set after the header's round trip. Undefined when the
 * server would refuse the units header: the server's answer then says why.
 */
export function presentationOf(language: string, units: UnitProps): Presentation | undefined {
  const messageLanguage = normaliseLanguage(language);
  const header = writeUnitsHeader(unitChoicesOf(units.units));
  const read = header ? readUnitsHeader(header) : { units: {} };
  if (!('units' in read)) return undefined;
  return {
    language: isBundled(messageLanguage) ? messageLanguage : fallbackLanguage,
    messageLanguage,
    unitSystem: unitSystemOf(units.unitSystem),
    units: read.units,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Loading

let engineChunk: Promise<LocalEngine> | undefined;

/** The selection code's chunk, once per page (the instances share it); a failed load is tried again next time. */
function loadEngine(): Promise<LocalEngine> {
  engineChunk ??= import('./selector.local-engine').then(
    (chunk) => chunk.localEngine,
    (error: unknown) => {
      engineChunk = undefined;
      throw error;
    },
  );
  return engineChunk;
}

/** Each family's selection by API base, once per page: a family opened again (a new form, a second instance) reuses it. */
const selections = new Map<string, Promise<BrowserSelection>>();

/**
 * The family's selection in the browser: its slice and the selection code, fetched together. Rejects when either
 * cannot be had (offline before the first visit, a server without the slice call) or the slice is of a format
 * this code does not read (a cached slice of an older server); the caller then keeps to the server's calculate.
 */
export function loadBrowserSelection(api: ApiClient, valveName: string): Promise<BrowserSelection> {
  const key = `${api.base} ${valveName}`;
  let pending = selections.get(key);
  if (!pending) {
    // The slice and the code come side by side.
    pending = Promise.all([loadEngine(), api.call(catalogueSlice, { query: { valveName } })]).then(([engine, slice]) =>
      engine.createSelection(slice, valveName),
    );
    pending.catch(() => selections.delete(key));
    selections.set(key, pending);
  }
  return pending;
}

/**
 * `request` calculated in the browser when the server could not be reached (issue 41): the family's selection and
 * what the refrigerant and language need are fetched (the browser's cache or the site's service worker may hold
 * them); undefined when they cannot be had. A refusal is thrown as the server's would be (an ApiError).
 */
export async function calculateHere(api: ApiClient, request: CalculationBody, presentation: Presentation | undefined): Promise<CalculationData | undefined> {
  if (!presentation) return undefined;
  let selection: BrowserSelection;
  try {
    selection = await loadBrowserSelection(api, request.valveName);
    await selection.needs(request.refrigerant, presentation.messageLanguage);
  } catch {
    return undefined;
  }
  return selection.calculate(request, presentation);
}

// ---------------------------------------------------------------------------------------------------------------
// The component's side

/** While the family's selection is not here, an edit waits this long for the typing to pause before the server is asked. */
export const LIVE_PAUSE_MS = 300;

export interface LocalCalculation {
  /** Whether calculate() answers `request` now: the family's selection, the refrigerant's data and the texts are here. */
  ready(request: CalculationBody): boolean;
  /**
   * The result for `request`, calculated here, or undefined when it cannot be (yet): the server then answers.
   * Throws the refusal the server would answer with, as the API client throws it (an ApiError).
   */
  calculate(request: CalculationBody): CalculationData | undefined;
  /**
   * The family's ready operating points from `request`'s design point (issue 27), as the points bar adds them; [] while
   * they cannot be had here (the selection not loaded yet) or when the design point is refused (calculate says why).
   */
  presets(request: CalculationBody): OperatingPoint[];
}

/**
 * The family's selection in the browser for the selector's form: fetched once `wanted` (the user edited the form or
 * has results; never for the first view, whose weight it would add to), and what the refrigerant and the language
 * need (the fluid's data, the texts) loaded in the background. A new object each time something has arrived.
 */
export function useLocalCalculation(
  api: ApiClient,
  valveName: string | undefined,
  wanted: boolean,
  presentation: Presentation | undefined,
  refrigerant: string,
): LocalCalculation {
  const [family, setFamily] = useState<{ valveName: string; selection?: BrowserSelection }>();
  const [arrivals, setArrivals] = useState(0);
  const current = family?.valveName === valveName ? family : undefined;

  useEffect(() => {
    if (!wanted || !valveName || current) return undefined;
    let live = true;
    // A selection that cannot be had leaves the form to the server's calculate.
    loadBrowserSelection(api, valveName).then(
      (selection) => live && setFamily({ valveName, selection }),
      () => live && setFamily({ valveName }),
    );
    return () => void (live = false);
  }, [api, valveName, wanted, current]);

  const selection = current?.selection;
  const language = presentation?.messageLanguage;
  useEffect(() => {
    if (!selection || !language || !refrigerant) return undefined;
    let live = true;
    selection.needs(refrigerant, language).then(
      () => live && setArrivals((n) => n + 1),
      () => undefined,
    );
    return () => void (live = false);
  }, [selection, refrigerant, language]);

  return useMemo(() => {
    const ready = (request: CalculationBody) => !!selection && !!presentation && selection.ready(request.refrigerant, presentation.messageLanguage);
    return {
      ready,
      calculate(request: CalculationBody) {
        if (!ready(request)) return undefined;
        try {
          return selection!.calculate(request, presentation!);
        } catch (error) {
          if (isApiError(error)) throw error;
          // Not a refusal: a fault of this code, which the server's calculate does not share. It answers instead.
          console.error('[valve-selector] the selection in the browser failed; the server calculates', error);
          return undefined;
        }
      },
      presets(request: CalculationBody) {
        if (!ready(request)) return [];
        try {
          // Full load and cooling are the design point itself: the bar offers the points that differ from it.
          return selection!.presets(request, presentation!).filter((preset) => !DESIGN_ITSELF.has(preset.key)).map(({ name, conditions }) => ({ name, conditions }));
        } catch (error) {
          if (!isApiError(error)) console.error('[valve-selector] the ready points could not be worked out', error);
          return [];
        }
      },
    };
    // `arrivals` counts what has come: the same selection can answer more once it has.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection, presentation, arrivals]);
}
