// The results under their heading (rows, prices, bills, curves, comparison): a chunk of its own (issue 40), asked for
// as the user starts working the form and drawn in the render that shows the answer (React.lazy would suspend that
// render once); until it is here, a placeholder of the results' height keeps what is under the widget in place.
import { useEffect, useState } from 'react';
import type { CalculationData } from '../../src/contracts/selection';
import type * as ResultsBodyModule from './selector.results-body';

let resultsModule: Promise<typeof ResultsBodyModule> | undefined;
/** The results' component once its code is here. */
let LoadedResults: typeof ResultsBodyModule.ResultsBody | undefined;

/** Asks for the results' code (once; again after a failed attempt). */
export function prefetchResults(): void {
  resultsModule ??= import('./selector.results-body').then(
    (module) => {
      LoadedResults = module.ResultsBody;
      return module;
    },
    (error: unknown) => {
      resultsModule = undefined;
      throw error;
    },
  );
  resultsModule.catch(() => undefined);
}

/** True once the results' code is here: an answer can be drawn at once. */
export const resultsHere = (): boolean => LoadedResults !== undefined;

/** Resolves once the results' code is here, or could not come (the placeholder then stands until it does). */
export async function resultsCode(): Promise<void> {
  prefetchResults();
  await resultsModule!.catch(() => undefined);
}

/** The results, or in their place a placeholder of their height until their code comes. */
export function ResultsBody(props: ResultsBodyModule.ResultsBodyProps) {
  const [, setArrived] = useState(false);
  useEffect(() => {
    let current = true;
    if (!LoadedResults) void resultsCode().then(() => current && setArrived(true));
    return () => void (current = false);
  }, []);
  return LoadedResults ? <LoadedResults {...props} /> : <div style={{ minHeight: reservedHeight(props.result) }} />;
}

/**
 * The height the results' rows will take, kept should their code still be on its way when an answer is shown (an
 * answer waits for it: see calculate): the open groups' rows and the three group headings, so that what is under
 * the widget does not jump when they are drawn.
 */
function reservedHeight(result: CalculationData): string {
  return `${3 * 3 + (result.Optimal.length + result.Available.length) * 2.5}rem`;
}
