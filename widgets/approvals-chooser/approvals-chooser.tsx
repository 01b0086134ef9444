import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Chooser } from '../internal/ui/chooser';
import { controls } from '../internal/ui/controls.styles';
import { useFormValue } from '../internal/element/form-control';
import { useTranslator } from '../internal/element/i18n';
import {
  approvalOptions,
  createApprovalsChooserModel,
  type ApprovalsChange,
  type ApprovalsChooserModel,
} from './approvals-chooser.model';
import { approvalsChooserNamespace } from './approvals-chooser.resources';
import { styles } from './approvals-chooser.styles';

export interface ApprovalsChooserProps {
  /** The approvals in effect, as stored (`["CE", "TUV,VDE"]`); default none (no approval required). */
  value?: readonly string[];
  /** A model the host keeps; default one made for this instance. */
  model?: ApprovalsChooserModel;
  /** The user confirmed a selection, or reset it to none. */
  onChange?: (change: ApprovalsChange) => void;
}

/** A box showing the approvals the products must carry; it opens a panel of tick boxes to change them. */
export function ApprovalsChooser(props: ApprovalsChooserProps) {
  useSignals();
  const { t } = useTranslator([approvalsChooserNamespace]);
  const model = useModel(props);
  const id = useId();
  const chosen = model.approvals.value;
  useFormValue({ value: chosen });
  const ticked = model.draft.value;
  const summary = chosen.length === 0 ? t('none') : approvalOptions.filter((o) => chosen.includes(o.value)).map((o) => o.label).join(', ');
  return (
    <Chooser model={model} onChange={props.onChange} panelStyle={styles.panel}
      texts={{ label: t('label'), dialog: t('dialog'), cancel: t('cancel'), reset: t('reset'), confirm: t('confirm') }}
      summary={<span part="value" css={styles.value}>{summary}</span>}
      moreActions={
        <button type="button" css={controls.button} disabled={model.allTicked.value} onClick={() => model.selectAll()}>
          {t('selectAll')}
        </button>
      }>
      <fieldset css={styles.fieldset}>
        <legend css={styles.legend}>{t('dialog')}</legend>
        {approvalOptions.map((option, index) => (
          <label key={option.value} part="option" css={styles.option}>
            <input type="checkbox" checked={ticked.includes(option.value)} autoFocus={index === 0}
              aria-describedby={`${id}d${index}`} onChange={() => model.toggle(option.value)} />
            <span css={styles.code}>{option.label}</span>
            <span id={`${id}d${index}`} css={styles.description}>{t(`options.${option.value}`)}</span>
          </label>
        ))}
      </fieldset>
      {model.needsSelection.value && (
        <p role="alert" part="error" css={styles.error}>
          {t('pleaseSelect')}
        </p>
      )}
    </Chooser>
  );
}

/** The instance's model (the host's, or one made here), with a changed `value` prop applied after render. */
function useModel(props: ApprovalsChooserProps): ApprovalsChooserModel {
  const [own] = useState(() => (props.model ? undefined : createApprovalsChooserModel(props.value)));
  const model = props.model ?? (own as ApprovalsChooserModel);
  const key = props.value?.join('|');
  const applied = useRef(own ? key : undefined);
  useLayoutEffect(() => {
    if (key === applied.current) return;
    applied.current = key;
    // A value taken away (property set to null, attribute removed) brings back the default: none (issue 28).
    model.apply(props.value ?? []);
  }, [model, key]); // eslint-disable-line react-hooks/exhaustive-deps -- the list's content, not its identity
  return model;
}
