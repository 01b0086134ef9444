import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, useContext, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFormValue } from '../internal/element/form-control';
import { useTranslator } from '../internal/element/i18n';
import { prefetchPopup, usePopupPosition, usePopupReady } from '../internal/ui/popup';
import { highlightRanges, type SearchTuple } from '../../src/catalogue/search';
import { loadSearchIndex } from '../../src/client/search-index';
import { WidgetContext } from '../internal/element/widget-context';
import { createSearchBoxModel, type SearchBoxModel, type SearchBoxView, type SearchEntry } from './search-box.model';
import { searchBoxNamespace } from './search-box.resources';
import { styles } from './search-box.styles';

export interface SearchBoxProps {
  /** Hint in the empty input; default the translated "Part number, series or size". */
  placeholder?: string;
  /** The text in the input; a new value replaces what is typed. Default empty. */
  value?: string;
  /**
   * The index rows `[valve, serial, size, partNumber]`, when the host already has them; default the index
   * from `GET <api-base>/valve/searchindex`, fetched on first focus and kept in local storage.
   */
  entries?: readonly SearchTuple[];
  /** A model the host keeps; default one made for this instance. */
  model?: SearchBoxModel;
  /** The user chose a part number (click, or Enter on the active row). */
  onSelect?: (entry: SearchEntry) => void;
}

const columns = ['valve', 'serial', 'size', 'partNumber'] as const;

/**
 * A combobox over every part number (ARIA 1.2 pattern, list autocomplete): the input owns the focus, the
 * popup table is a listbox whose active row is announced through aria-activedescendant.
 */
export function SearchBox(props: SearchBoxProps) {
  useSignals();
  const { t } = useTranslator([searchBoxNamespace]);
  const model = useModel(props);
  useFormValue({ value: model.text.value });
  const widget = useContext(WidgetContext);
  const apiBase = widget?.apiBase ?? '/api';
  const id = useId();
  const listbox = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [popup, setPopup] = useState<HTMLDivElement | null>(null);

  const open = model.isOpen.value;
  const view = model.view.value;
  const active = model.active.value;
  // The results' positioning comes when the box first opens (prefetched as the pointer reaches it); the box reads
  // as expanded once the results can be shown.
  const ready = usePopupReady(open, () => model.close());
  const shown = open && ready;
  usePopupPosition(field, popup);

  // The index is fetched when the user first comes to the box, not with the page: most visitors never search.
  function ensureIndex() {
    if (props.entries || model.entries.peek() || loading.current) return;
    loading.current = true;
    loadSearchIndex({ base: apiBase })
      .then((index) => model.setEntries(index.rows))
      .catch(() => model.fail())
      .finally(() => (loading.current = false));
  }

  function choose(row: number) {
    const entry = model.entryAt(row);
    if (!entry) return;
    model.setText(entry.partNumber);
    model.close();
    props.onSelect?.(entry);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        ensureIndex();
        model.move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        const current = model.view.peek();
        const position = model.active.peek();
        if (!model.isOpen.peek() || current.kind !== 'rows' || position < 0) return;
        event.preventDefault();
        choose(current.rows[position]!);
        break;
      }
      case 'Escape':
        // The APG combobox: Escape closes the popup, a second Escape clears the input.
        event.preventDefault();
        if (!model.isOpen.peek()) model.setText('');
        model.close();
        break;
      case 'Tab':
        model.close();
        break;
    }
  }

  useLayoutEffect(() => {
    if (active < 0) return;
    listbox.current?.querySelector(`[data-position="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const listboxId = `${id}list`;
  const optionId = (position: number) => `${id}o${position}`;
  const shownRows = shown && view.kind === 'rows' ? view.rows : [];
  return (
    <div part="base" css={styles.base} data-state={shown ? view.kind : 'closed'}>
      <input
        ref={setField}
        part="input"
        css={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-label={t('label')}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={ready ? listboxId : undefined}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        placeholder={props.placeholder ?? t('placeholder')}
        value={model.text.value}
        onPointerEnter={prefetchPopup}
        onFocus={() => {
          ensureIndex();
          model.open();
        }}
        onBlur={() => model.close()}
        onChange={(event) => model.setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div css={styles.hidden} role="status" aria-live="polite">
        {shown ? announcement(view, t) : ''}
      </div>
      {/* Kept once it can be shown, hidden while closed, so that the listbox the input controls stays in the page. */}
      {ready && (
        <div ref={setPopup} part="popup" css={[styles.popup, !open && styles.closed]}>
          {view.kind === 'rows' && (
            <div css={styles.head} aria-hidden="true">
              {columns.map((column) => (
                <span key={column}>{t(`columns.${column}`)}</span>
              ))}
            </div>
          )}
          <div ref={listbox} id={listboxId} role="listbox" aria-label={t('results')} css={styles.listbox}>
            {shownRows.map((row, position) => (
              <Option key={row} id={optionId(position)} position={position} selected={position === active}
                entry={model.entryAt(row)!} words={view.kind === 'rows' ? view.words : []}
                onPoint={() => model.setActive(position)} onChoose={() => choose(row)} />
            ))}
          </div>
          {open && view.kind !== 'rows' && (
            <p part="message" css={styles.message}>
              {message(view, t)}
            </p>
          )}
          {open && view.kind === 'rows' && view.total > view.rows.length && (
            <p part="message" css={styles.more}>
              {t('more', { shown: view.rows.length, total: view.total })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

interface OptionProps {
  id: string;
  position: number;
  selected: boolean;
  entry: SearchEntry;
  words: readonly string[];
  onPoint: () => void;
  onChoose: () => void;
}

function Option({ id, position, selected, entry, words, onPoint, onChoose }: OptionProps) {
  const cells = [entry.valveName, entry.serial, entry.size, entry.partNumber];
  return (
    <div id={id} role="option" part="option" aria-selected={selected} data-position={position} css={styles.option}
      // Keeps the focus in the input, so the popup stays open until the click chooses.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => !selected && onPoint()}
      onClick={onChoose}>
      {cells.map((text, column) => (
        <span key={column}>
          <Highlighted text={text} words={words} />
        </span>
      ))}
    </div>
  );
}

/** The text with the query's words in <mark>: text nodes only, so nothing in the data is ever read as HTML. */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  const ranges = highlightRanges(text, words);
  if (ranges.length === 0) return text;
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    pieces.push(
      <mark key={`m${start}`} css={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) pieces.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return pieces;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function message(view: Exclude<SearchBoxView, { kind: 'rows' }>, t: Translate): string {
  switch (view.kind) {
    case 'loading':
      return t('loading');
    case 'failed':
      return t('failed');
    case 'too-short':
      return t('tooShort');
    case 'none':
      return t('none');
  }
}

function announcement(view: SearchBoxView, t: Translate): string {
  return view.kind === 'rows' ? t('count', { count: view.total }) : message(view, t);
}

/**
 * The instance's model (the host's, or one made here), with the host's entries and text applied when they change:
 * a value that stays never undoes what the user typed.
 */
function useModel(props: SearchBoxProps): SearchBoxModel {
  const [own] = useState(() => (props.model ? undefined : createSearchBoxModel(props.entries)));
  const model = props.model ?? (own as SearchBoxModel);
  const applied = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (props.entries && props.entries !== model.entries.peek()) model.setEntries(props.entries);
  }, [model, props.entries]);
  useLayoutEffect(() => {
    if (props.value === applied.current) return;
    const cleared = props.value === undefined;
    applied.current = props.value;
    // Text from the page is not the user searching: the popup stays as it was.
    const open = model.isOpen.peek();
    model.setText(cleared ? '' : props.value!);
    if (!open) model.close();
  }, [model, props.value]);
  return model;
}
