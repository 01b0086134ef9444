import { toJson } from '../../src/contracts/json';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslator } from '../internal/element/i18n';
import { localStore } from '../../src/client/key-value-store';
import { baseInfo } from '../../src/contracts/valve';
// The formatter alone, not the units index: this widget's first view shows no quantity.
import { formatUpTo } from '../../src/engine/units/number-format';
import { useAnswer } from '../internal/element/use-answer';
import { useApiClient } from '../internal/element/api-client';
import { Chooser } from '../internal/ui/chooser';
import { useFormValue } from '../internal/element/form-control';
import { useNumberLocale } from '../internal/element/widget-context';
import {
  createRefrigerantChooserModel,
  type KeyValueStore,
  type RefrigerantChange,
  type RefrigerantChooserModel,
  type RefrigerantChooserSettings,
  type RefrigerantOption,
} from './refrigerant-chooser.model';
import { refrigerantChooserNamespace } from './refrigerant-chooser.resources';
import { styles } from './refrigerant-chooser.styles';

export interface RefrigerantChooserProps {
  /** The refrigerant in effect; default the remembered one, else the default refrigerant. */
  refrigerant?: string;
  /** Starred refrigerants, listed first; default the remembered ones, else none. */
  favourites?: readonly string[];
  /** What Reset returns to; default the remembered one, else R410A. */
  defaultRefrigerant?: string;
  /** The list offered; default the catalogue's (`refrigerantList` of GET <api-base>/valve/baseinfo). */
  refrigerants?: readonly RefrigerantOption[];
  /** `local` remembers the choice in this browser (localStorage); `none` leaves that to the host. Default local. */
  remember?: 'local' | 'none';
  /** Where `local` remembers; default the page's localStorage, or memory where the browser refuses it. */
  store?: KeyValueStore;
  /** A model the host keeps; default one made for this instance. */
  model?: RefrigerantChooserModel;
  /** The user confirmed a refrigerant (or favourites), or reset to the default. */
  onChange?: (change: RefrigerantChange) => void;
}

/** A box showing the refrigerant in effect; it opens a searchable panel with favourites to change it. */
export function RefrigerantChooser(props: RefrigerantChooserProps) {
  useSignals();
  const { t } = useTranslator([refrigerantChooserNamespace]);
  const locale = useNumberLocale();
  const model = useModel(props);
  useOptions(model, props.refrigerants);
  useFormValue({ refrigerant: model.refrigerant.value });
  const id = useId();

  const gwpText = (option: RefrigerantOption) => t('gwp', { gwp: formatUpTo(option.gwp, locale, 0) });
  const current = model.options.value?.find((option) => option.name === model.refrigerant.value);
  const { favourites, others } = model.visible.value;
  const { setList, tabIndexOf, onStarKey, follow } = useStarFocus([...favourites, ...others].map((option) => option.name));
  const group = (title: string, list: RefrigerantOption[]) =>
    list.length > 0 && (
      <div role="group" aria-label={title} css={styles.group}>
        <span css={styles.groupTitle} aria-hidden="true">{title}</span>
        {list.map((option) => (
          <Row key={option.name} option={option} name={`${id}r`} gwp={gwpText(option)}
            checked={model.draft.value === option.name} starred={model.draftFavourites.value.includes(option.name)}
            isDefault={model.defaultRefrigerant.value === option.name} starTabIndex={tabIndexOf(option.name)}
            onStarKey={onStarKey} onPick={() => model.pick(option.name)}
            onStar={() => {
              model.toggleFavourite(option.name);
              follow(option.name);
            }} />
        ))}
      </div>
    );

  return (
    <Chooser model={model} onChange={props.onChange} panelStyle={styles.panel}
      texts={{ label: t('label'), dialog: t('dialog'), cancel: t('cancel'), reset: t('reset'), confirm: t('confirm') }}
      summary={
        <>
          <span part="value" css={styles.value}>{model.refrigerant.value}</span>
          <span css={styles.facts}>{current ? `${current.safety} · ${gwpText(current)}` : ''}</span>
        </>
      }>
      <input type="search" part="search" css={styles.search} autoFocus aria-label={t('search')}
        placeholder={t('searchPlaceholder')} value={model.query.value}
        onChange={(event) => model.setQuery(event.currentTarget.value)} />
      <div ref={setList} part="list" css={styles.list} role="radiogroup" aria-label={t('label')}>
        {group(t('favourites'), favourites)}
        {group(t('all'), others)}
        {favourites.length + others.length === 0 && (
          <p css={styles.message} role="status">
            {model.failed.value ? t('failed') : model.options.value ? t('noMatch') : t('loading')}
          </p>
        )}
      </div>
      <label css={styles.check}>
        <input type="checkbox" checked={model.makeDefault.value}
          onChange={(event) => model.setMakeDefault(event.currentTarget.checked)} />
        {t('makeDefault')}
      </label>
    </Chooser>
  );
}

interface RowProps {
  option: RefrigerantOption;
  name: string;
  /** The GWP as shown, in the widget's language and number format. */
  gwp: string;
  checked: boolean;
  starred: boolean;
  isDefault: boolean;
  /** 0 for the one star of the list in the tab order, else -1. */
  starTabIndex: number;
  onStarKey: (event: KeyboardEvent<HTMLElement>) => void;
  onPick: () => void;
  onStar: () => void;
}

function Row({ option, name, gwp, checked, starred, isDefault, starTabIndex, onStarKey, onPick, onStar }: RowProps) {
  const { t } = useTranslator([refrigerantChooserNamespace]);
  return (
    <div part="option" css={styles.row}>
      <label css={styles.option}>
        <input type="radio" name={name} value={option.name} checked={checked} onChange={onPick} />
        <span css={styles.name}>{option.name}</span>
        <span css={styles.muted}>{option.safety}</span>
        <span css={styles.gwp}>
          <span>{gwp}</span>
          {isDefault && <span css={styles.badge} data-badge="">{t('default')}</span>}
        </span>
      </label>
      <button type="button" part="star" css={styles.star} aria-pressed={starred} aria-label={`${t('favourite')} ${option.name}`}
        data-name={option.name} tabIndex={starTabIndex} onKeyDown={onStarKey} onClick={onStar}>
        {starred ? '★' : '☆'}
      </button>
    </div>
  );
}

const starSteps: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The stars of the list as one tab stop (a roving tabindex, as the APG toolbar): Tab reaches the last star the user
 * was on, the arrows, Home and End move among them. A star toggled moves its row between the groups, and the focus
 * follows it there.
 */
function useStarFocus(names: readonly string[]) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState<string | undefined>(undefined);
  // A new object per toggle, so that toggling the same star again moves the focus again.
  const [followed, setFollowed] = useState<{ name: string } | undefined>(undefined);
  const inTabOrder = current !== undefined && names.includes(current) ? current : names[0];
  const starOf = (name: string) => list?.querySelector<HTMLElement>(`[part~="star"][data-name="${CSS.escape(name)}"]`);
  useLayoutEffect(() => {
    if (followed) list?.querySelector<HTMLElement>(`[part~="star"][data-name="${CSS.escape(followed.name)}"]`)?.focus();
  }, [followed, list]);
  function focus(name: string) {
    setCurrent(name);
    starOf(name)?.focus();
  }
  return {
    setList,
    tabIndexOf: (name: string) => (name === inTabOrder ? 0 : -1),
    follow(name: string) {
      setCurrent(name);
      setFollowed({ name });
    },
    onStarKey(event: KeyboardEvent<HTMLElement>) {
      const step = starSteps[event.key];
      const index = names.indexOf(event.currentTarget.dataset.name ?? '');
      if (!step || index < 0) return;
      event.preventDefault();
      focus(names[step(index, names.length - 1)]!);
    },
  };
}

/** The list: the host's, else the catalogue's from the server, asked once per instance. */
function useOptions(model: RefrigerantChooserModel, given: readonly RefrigerantOption[] | undefined) {
  const api = useApiClient();
  // The list's content, not its identity: a host that builds the array on each render must not loop.
  const key = given ? toJson(given) : undefined;
  const answer = useAnswer(
    key ? undefined : 'refrigerants',
    async () => (await api.call(baseInfo, {})).refrigerantList.map((r): RefrigerantOption => ({ name: r.Name, safety: r.Safety, gwp: r.Gwp })),
    { source: api },
  );
  // The model holds the list (its filter and favourites read it); the answer or the host's list goes into it.
  const { status } = answer;
  const list = answer.status === 'ready' ? answer.data : undefined;
  useEffect(() => {
    if (key) model.setOptions(JSON.parse(key) as RefrigerantOption[]);
    else if (list) model.setOptions(list);
    else if (status === 'failed') model.fail();
  }, [model, key, list, status]);
}

/**
 * The instance's model (the host's, or one made here, reading what this browser remembers), kept in step with
 * later props: a prop that changes is applied after render; one that stays never undoes the user's choice.
 */
function useModel(props: RefrigerantChooserProps): RefrigerantChooserModel {
  const settings: RefrigerantChooserSettings = {
    ...(props.refrigerant ? { refrigerant: props.refrigerant } : {}),
    ...(props.favourites ? { favourites: props.favourites } : {}),
    ...(props.defaultRefrigerant ? { defaultRefrigerant: props.defaultRefrigerant } : {}),
  };
  const [own] = useState(() => {
    if (props.model) return undefined;
    const store = props.remember === 'none' ? undefined : (props.store ?? localStore());
    return createRefrigerantChooserModel(settings, store);
  });
  const model = props.model ?? (own as RefrigerantChooserModel);
  const applied = useRef(own ? toJson(settings) : '');
  const key = toJson(settings);
  useLayoutEffect(() => {
    if (key === applied.current) return;
    const before = applied.current ? (JSON.parse(applied.current) as RefrigerantChooserSettings) : {};
    applied.current = key;
    const next = JSON.parse(key) as RefrigerantChooserSettings;
    model.apply(next);
    // The refrigerant taken away (property set to null, attribute removed): the default again, as Reset gives (issue 28).
    if (before.refrigerant && !next.refrigerant) model.reset();
  }, [model, key]);
  return model;
}
