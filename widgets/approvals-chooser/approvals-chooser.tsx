import { FloatingPortal, autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslator } from '../internal/i18n';
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
  const trigger = useRef<HTMLButtonElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLDivElement | null>(null);
  const open = model.isOpen.value;

  const { refs: { setReference, setFloating }, floatingStyles, context } = useFloating({
    open,
    // A press outside closes the panel as Cancel does, leaving the focus where the user put it.
    onOpenChange: (next) => !next && model.cancel(),
    placement: 'bottom-start',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { escapeKey: false })]);

  // The panel is gone once closed: the focus goes back to the box that opened it.
  const returnFocus = () => trigger.current?.focus();

  function cancel() {
    model.cancel();
    returnFocus();
  }

  function confirm() {
    const change = model.confirm();
    if (!change) return;
    returnFocus();
    props.onChange?.(change);
  }

  function reset() {
    const change = model.reset();
    returnFocus();
    props.onChange?.(change);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  }

  const chosen = model.approvals.value;
  const ticked = model.draft.value;
  const summary = chosen.length === 0 ? t('none') : approvalOptions.filter((o) => chosen.includes(o.value)).map((o) => o.label).join(', ');
  return (
    <div part="base" css={styles.base} data-state={open ? 'open' : 'closed'}>
      <button ref={(node) => { trigger.current = node; setReference(node); }} type="button" part="trigger"
        css={styles.trigger} aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? `${id}p` : undefined}
        onClick={() => (open ? model.cancel() : model.open())}>
        <span css={styles.label}>{t('label')}</span>
        <span part="value" css={styles.value}>{summary}</span>
      </button>
      <div ref={setPortalRoot} />
      {portalRoot && open && (
        <FloatingPortal root={portalRoot}>
          <div ref={setFloating} id={`${id}p`} role="dialog" aria-label={t('dialog')} part="panel" css={styles.panel}
            style={floatingStyles} {...getFloatingProps()} onKeyDown={onKeyDown}>
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
            <div part="actions" css={styles.actions}>
              <button type="button" css={styles.button} onClick={cancel}>{t('cancel')}</button>
              <button type="button" css={styles.button} onClick={reset}>{t('reset')}</button>
              <button type="button" css={styles.button} disabled={model.allTicked.value} onClick={() => model.selectAll()}>
                {t('selectAll')}
              </button>
              <button type="button" css={styles.primary} onClick={confirm}>{t('confirm')}</button>
            </div>
          </div>
        </FloatingPortal>
      )}
    </div>
  );
}

/** The instance's model (the host's, or one made here), with a changed `value` prop applied after render. */
function useModel(props: ApprovalsChooserProps): ApprovalsChooserModel {
  const [own] = useState(() => (props.model ? undefined : createApprovalsChooserModel(props.value)));
  const model = props.model ?? (own as ApprovalsChooserModel);
  const applied = useRef(own ? props.value : undefined);
  const key = props.value?.join('|');
  useLayoutEffect(() => {
    if (props.value === undefined || props.value.join('|') === applied.current?.join('|')) return;
    applied.current = props.value;
    model.apply(props.value);
  }, [model, key]); // eslint-disable-line react-hooks/exhaustive-deps -- the list's content, not its identity
  return model;
}
