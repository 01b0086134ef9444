import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SelectedListItem } from '../../src/state';
import { useTranslator } from '../internal/element/i18n';
import { localeOf, nativeNameOf } from '../../src/i18n/languages';
import {
  chooseExport,
  exportFormats,
  exportLanguageOf,
  exportLanguages,
  type ExportFormat,
  type ExportLanguage,
  type ExportProgress,
  type ExportRefusal,
  type ExportRequest,
  type ExportScope,
} from './export-choice';
import { selectionStripNamespace } from './selection-strip.resources';
import { styles } from './selection-strip.styles';

export interface ExportDialogProps {
  open: boolean;
  /** The list the user picks from. */
  items: readonly SelectedListItem[];
  /** The report's language when the dialog opens (the page's); default the dialog's own language. */
  language?: string | undefined;
  /** Cancel or Escape: nothing is exported. */
  onCancel: () => void;
  /** Export or Export All with something to export; the dialog closes, unless its owner shows the report's progress. */
  onExport: (request: ExportRequest) => void;
  /** The report being made for this dialog's export: shown with its progress instead of the choice. */
  progress?: ExportProgress | undefined;
  /** Cancel report (or Escape) while `progress` is shown: the owner stops the report. */
  onCancelReport?: () => void;
}

/**
 * The export dialog of SPEC §2: a tick box per item, the report's form and language, and Cancel, Unselect All,
 * Export, Export All. A modal `<dialog>`: the page behind is inert, Escape cancels, the focus comes back to
 * what opened it. Each opening starts with nothing ticked, the user ticks what goes into the report.
 */
export function ExportDialog({ open, items, language, onCancel, onExport, progress, onCancelReport }: ExportDialogProps) {
  const { t, i18n } = useTranslator([selectionStripNamespace]);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [format, setFormat] = useState<ExportFormat>('page');
  const [reportLanguage, setExportLanguage] = useState<ExportLanguage>(() => exportLanguageOf(language ?? i18n.language));
  const [refusal, setRefusal] = useState<ExportRefusal>();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // The focus is inside a shadow root when a widget opened the dialog: its active element, not the document's.
      opener.current = (element.getRootNode() as Document | ShadowRoot).activeElement;
      setTicked(new Set());
      setRefusal(undefined);
      setExportLanguage(exportLanguageOf(language ?? i18n.language));
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- the language is read as the dialog opens, not followed

  function tick(hash: string, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(hash);
    else next.delete(hash);
    setTicked(next);
    setRefusal(undefined);
  }
  function submit(scope: ExportScope) {
    const choice = chooseExport(items, ticked, scope, { format, language: reportLanguage });
    if (typeof choice === 'string') return setRefusal(choice);
    onExport(choice);
  }
  // 'close' follows Escape and close() alike: the one place that hands the focus back and tells the owner.
  function closed() {
    if (opener.current instanceof HTMLElement) opener.current.focus();
    opener.current = null;
    if (open) onCancel();
  }

  return (
    <dialog ref={dialog} part="export-dialog" css={styles.dialog} aria-labelledby={titleId} onClose={closed}
      onCancel={(event) => {
        // Escape while a report is made cancels the report; the dialog closes when its owner says it is over.
        if (!progress) return;
        event.preventDefault();
        onCancelReport?.();
      }}>
      {open && progress && (
        <div css={styles.dialogForm}>
          <h2 id={titleId} css={styles.dialogTitle}>{t('exportTitle')}</h2>
          <ReportProgress progress={progress} />
          <div css={styles.dialogActions}>
            <button type="button" css={styles.button} onClick={onCancelReport}>{t('cancelReport')}</button>
          </div>
        </div>
      )}
      {open && !progress && (
        <form css={styles.dialogForm} onSubmit={(event: FormEvent) => { event.preventDefault(); submit('selection'); }}>
          <h2 id={titleId} css={styles.dialogTitle}>{t('exportTitle')}</h2>
          {items.length > 0 && (
            <fieldset css={styles.fieldset}>
              <legend>{t('exportItems')}</legend>
              <ul css={styles.pickList}>
                {items.map((item) => (
                  <li key={item.hash}>
                    <label css={styles.pick}>
                      <input type="checkbox" checked={ticked.has(item.hash)}
                        onChange={(event) => tick(item.hash, event.currentTarget.checked)} />
                      <span>
                        <strong>{item.product.PartNumber}</strong> {item.product.ProductName}
                        {item.product.SizeName && <span css={styles.muted}> · {item.product.SizeName}</span>}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <fieldset css={styles.fieldset}>
            <legend>{t('exportFormat')}</legend>
            <div css={styles.choices}>
              {exportFormats.map((one) => (
                <label key={one} css={styles.pick}>
                  <input type="radio" name="format" value={one} checked={format === one} onChange={() => setFormat(one)} />
                  {t(`format.${one}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label css={styles.pick}>
            {t('exportLanguage')}
            <select css={styles.select} value={reportLanguage}
              onChange={(event) => setExportLanguage(exportLanguageOf(event.currentTarget.value))}>
              {exportLanguages.map((one) => (
                <option key={one} value={one} lang={localeOf(one)}>{nativeNameOf(one)}</option>
              ))}
            </select>
          </label>
          <p role="alert" css={styles.refusal}>{refusal && t(refusal === 'emptyList' ? 'selectAtLeastOne' : 'selectToExport')}</p>
          <div css={styles.dialogActions}>
            <button type="button" css={styles.button} onClick={() => dialog.current?.close()}>{t('cancel')}</button>
            <button type="button" css={styles.button} onClick={() => { setTicked(new Set()); setRefusal(undefined); }}>
              {t('unselectAll')}
            </button>
            <button type="submit" css={styles.primary}>{t('export')}</button>
            <button type="button" css={styles.button} onClick={() => submit('all')}>{t('exportAll')}</button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/** The report being made: a progress bar named by what it waits for or how far it has come. */
function ReportProgress({ progress }: { progress: ExportProgress }) {
  const { t } = useTranslator([selectionStripNamespace]);
  const labelId = useId();
  const waiting = progress.state === 'queued';
  const label = !waiting
    ? t('reportMaking', { percent: progress.percent })
    : progress.position === null
      ? t('reportWaiting')
      : t('reportPlace', { position: progress.position });
  return (
    <div css={styles.fieldset}>
      <p id={labelId} role="status" css={styles.progressLabel}>{label}</p>
      {/* Without a value while waiting: an indeterminate bar, since nothing is made yet. */}
      <progress css={styles.progress} aria-labelledby={labelId} max={100} {...(!waiting && { value: progress.percent })} />
    </div>
  );
}
