// The choices a bill was made with (issue #35): a body alone needs a coil (its voltage and frequency) or an EEV
// stator (its connection), which the buyer picks here. The server preselected the most common for the page's
// country; the note says so until the buyer chooses, and the bill never leaves the part out.
import { useId, useLayoutEffect } from 'react';
import type { BomAnswer, BomChoiceRow } from '../../../src/contracts/bom';
import { useTranslator } from '../element/i18n';
import { billNamespace, billResources } from './bill.resources';
import { styles } from './bom-choices.styles';

export interface BomChoicesProps {
  bom: BomAnswer;
  /** The buyer's choices so far (product part number to chosen part number): shown while the bill is asked again. */
  chosen: Readonly<Record<string, string>>;
  /** The buyer picked `chosen` for the product `partNumber`. */
  onChoose: (partNumber: string, chosen: string) => void;
}

export function BomChoices({ bom, chosen, onChoose }: BomChoicesProps) {
  const { i18n } = useTranslator([billNamespace]);
  // The strings come with this chunk; the other languages' load on demand once English is in.
  useLayoutEffect(() => {
    for (const [language, bundle] of Object.entries(billResources))
      if (!i18n.hasResourceBundle(language, billNamespace)) i18n.addResourceBundle(language, billNamespace, bundle[billNamespace]);
  }, [i18n]);
  // An answer of a server before issue #35 has no choices.
  const choices = bom.products.flatMap((product) => product.choices ?? []);
  if (choices.length === 0) return null;
  return (
    <div css={styles.choices}>
      {choices.map((choice) => (
        <Choice key={`${choice.For} ${choice.Part}`} choice={choice} value={chosen[choice.For] ?? choice.Chosen} onChoose={onChoose} />
      ))}
    </div>
  );
}

function Choice({ choice, value, onChoose }: { choice: BomChoiceRow; value: string; onChoose: BomChoicesProps['onChoose'] }) {
  const { t } = useTranslator([billNamespace]);
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div css={styles.choice} part="bom-choice" data-for={choice.For}>
      <label htmlFor={id}>{choice.Label}</label>
      <select
        id={id}
        part="bom-choice-select"
        css={styles.select}
        value={value}
        aria-describedby={choice.Preselected ? noteId : undefined}
        onChange={(event) => onChoose(choice.For, event.currentTarget.value)}
      >
        {choice.Options.map((option) => (
          <option key={option.PartNumber} value={option.PartNumber}>
            {`${option.Name} (${option.Description})`}
          </option>
        ))}
      </select>
      {choice.Preselected && (
        <span id={noteId} css={styles.note} part="bom-choice-note">
          {t('preselected')}
        </span>
      )}
    </div>
  );
}
