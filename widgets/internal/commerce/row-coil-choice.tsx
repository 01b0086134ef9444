// A result row's coil choice (issue 35, item 1): a body alone of a series that needs a coil (a solenoid valve's coil,
// an EEV body's stator) offers it in its row, as its bill does, with the option the server preselected for the
// page's country and a note that says so until the buyer picks. The first such row asks the bill's choices of every
// body of the answer in one request (the bom call), each asked once per part number and language; the buyer's pick is the selector's,
// shared with the row's bill and so with its cart lines. Loaded on demand with the first such row.
import { useId, useLayoutEffect } from 'react';
import type { ApiClient } from '../../../src/client';
import { bom, bomItemsQuery, type BomChoiceRow } from '../../../src/contracts/bom';
import { bomItemsLimit } from '../../../src/contracts/bom-limits';
import { useApiClient } from '../element/api-client';
import { useAnswer } from '../element/use-answer';
import { useTranslator } from '../element/i18n';
import { billNamespace, billResources } from './bill.resources';
import { styles } from './bom-choices.styles';

export interface RowCoilChoiceProps {
  /** The body the row shows. */
  partNumber: string;
  /** Every body sold alone of the answer the row is of: the first row to ask asks for them all. */
  answerBodies: readonly string[];
  /** The buyer's pick for it, if any. */
  chosen: string | undefined;
  onChoose: (partNumber: string, chosen: string) => void;
}

type Asked = Promise<BomChoiceRow | undefined>;

/**
 * The choices asked, by API address, language and part number (each row's element makes a client of its own); a
 * failed ask is forgotten, so that a next row asks again.
 */
const asked = new Map<string, Asked>();

/**
 * The choice of `partNumber`; the first row to ask asks for every body of the answer not asked yet, in one request
 * (at most bomItemsLimit a request), so that the rows drawn later find theirs.
 */
function askChoice(api: ApiClient, language: string, partNumber: string, answerBodies: readonly string[]): Asked {
  const cache = asked;
  const keyOf = (body: string) => `${api.base} ${language} ${body}`;
  const cached = cache.get(keyOf(partNumber));
  if (cached) return cached;
  const toAsk = [...new Set([partNumber, ...answerBodies])].filter((body) => !cache.has(keyOf(body)));
  for (let start = 0; start < toAsk.length; start += bomItemsLimit) {
    const bodies = toAsk.slice(start, start + bomItemsLimit);
    const answer = api.call(bom, { query: { items: bomItemsQuery(bodies.map((body) => ({ partNumber: body, quantity: 1 }))) } });
    for (const body of bodies) {
      const ask = answer.then((data) => data.products.find((p) => p.PartNumber === body)?.choices?.find((c) => c.For === body));
      cache.set(keyOf(body), ask);
      ask.catch(() => cache.delete(keyOf(body)));
    }
  }
  return cache.get(keyOf(partNumber))!;
}

export function RowCoilChoice({ partNumber, answerBodies, chosen, onChoose }: RowCoilChoiceProps) {
  const { t, i18n } = useTranslator([billNamespace]);
  // The strings come with this chunk; the other languages' load on demand once English is in.
  useLayoutEffect(() => {
    for (const [language, bundle] of Object.entries(billResources))
      if (!i18n.hasResourceBundle(language, billNamespace)) i18n.addResourceBundle(language, billNamespace, bundle[billNamespace]);
  }, [i18n]);
  const api = useApiClient();
  const language = i18n.language;
  // No answer (a failed ask) shows no choice: the row's bill still bills the coil, preselected, and says why it could
  // not. The answer's bodies matter to the first ask only: a new answer does not ask again for a row's body.
  const answer = useAnswer(`${language} ${partNumber}`, () => askChoice(api, language, partNumber, answerBodies), { source: api });
  const id = useId();
  const choice = answer.status === 'ready' ? answer.data : undefined;
  if (!choice) return null;
  const preselected = chosen === undefined && choice.Preselected;
  const noteId = `${id}-note`;
  return (
    <div css={styles.choice} part="coil-choice" data-for={partNumber}>
      <label htmlFor={id}>{choice.Label}</label>
      <select id={id} part="coil-choice-select" css={styles.select} value={chosen ?? choice.Chosen}
        aria-describedby={preselected ? noteId : undefined} onChange={(event) => onChoose(partNumber, event.currentTarget.value)}>
        {choice.Options.map((option) => (
          <option key={option.PartNumber} value={option.PartNumber}>
            {`${option.Name} (${option.Description})`}
          </option>
        ))}
      </select>
      {preselected && (
        <span id={noteId} css={styles.note} part="coil-choice-note">
          {t('preselectedForCountry')}
        </span>
      )}
    </div>
  );
}
