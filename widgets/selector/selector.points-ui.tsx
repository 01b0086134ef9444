// The operating points' editor above the conditions and the grades per point under a row's reason (issue 27): a
// lazy chunk (selector.points-lazy.tsx). The bar is an ARIA tab list whose panel is the form's fields: one point's
// conditions at a time; arrows, Home and End move between points, as in every tab list.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslator } from '../internal/element/i18n';
import type { UnitTarget } from '../internal/units/units';
import { figureOf } from './selector.units';
import type { SelectorModel } from './selector.model';
import type { SelectionRow, SizeFigures } from '../../src/contracts/selection';
import { currentPoints, setPoints, showPoint, MAX_POINT_NAME, MAX_POINTS, type OperatingPoint, type PointsSignal, type PointsState } from './selector.points';
import { selectorPointsNamespace } from './selector.points.resources';

export { selectorPointsResources } from './selector.points.resources';
import { pointStyles as styles } from './selector.points.styles';

// ---------------------------------------------------------------------------------------------------------------
// Editing the points (pure: the state in, the next state out)

/** A point's name as shown: the design point without one is "Design" in the language shown. */
export function shownName(point: OperatingPoint, index: number, t: TFunction): string {
  return index === 0 && point.name === '' ? t('design') : point.name;
}

/** The first "Point n" no point is named yet. */
function freshName(state: PointsState, t: TFunction): string {
  const taken = new Set(state.points.map((point, index) => shownName(point, index, t)));
  let number = state.points.length + 1;
  while (taken.has(t('newPoint', { number }))) number += 1;
  return t('newPoint', { number });
}

/** Why `name` cannot name point `index`: empty, or another point's (names are unique, as the call requires). */
export function nameProblem(state: PointsState, index: number, name: string, t: TFunction): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('nameRequired');
  const other = state.points.findIndex((point, i) => i !== index && shownName(point, i, t).toLocaleLowerCase() === trimmed.toLocaleLowerCase());
  return other >= 0 ? t('nameTaken', { name: trimmed }) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The bar

export interface PointsBarProps {
  points: PointsSignal;
  model: SelectorModel;
  /** The id of the form's fields, the tab panel the bar controls. */
  panelId: string;
  /** The user changed the points (added, copied, renamed, removed): the selector reports the selection. */
  onChange: () => void;
  /** Ready points the family asks for (issue 27's presets), by name, when the selector has them. */
  presets?: readonly OperatingPoint[] | undefined;
  /** Take the focus when shown: the user opened the bar, whose button is gone. */
  focus?: boolean;
}

export function PointsBar({ points, model, panelId, onChange, presets = [], focus = false }: PointsBarProps) {
  useSignals();
  const { t } = useTranslator([selectorPointsNamespace]);
  const id = useId();
  const state = points.value;
  const [renaming, setRenaming] = useState<string | undefined>(undefined);
  const [said, say] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusTab = useRef<number | undefined>(focus ? points.peek().active : undefined);
  const full = state.points.length >= MAX_POINTS;
  const names = state.points.map((point, index) => shownName(point, index, t));
  const missing = presets.filter((preset) => !names.includes(preset.name));

  useEffect(() => {
    if (focusTab.current === undefined) return;
    tabs.current[focusTab.current]?.focus();
    focusTab.current = undefined;
  });

  /** The points with the form's conditions kept for the point it shows. */
  const saved = (): PointsState => ({ points: currentPoints(points.peek(), model.conditions.peek()), active: points.peek().active });

  /** Shows `next`: the state, its active point's conditions in the form, the focus on its tab. */
  function show(next: PointsState) {
    setPoints(points, next);
    model.seed(next.points[next.active]!.conditions);
    focusTab.current = next.active;
  }

  function select(index: number) {
    showPoint(points, model, index);
    tabs.current[index]?.focus();
    if (index !== state.active) say(t('editing', { name: names[index] }));
  }

  function add(...added: OperatingPoint[]) {
    // Up to the limit; the form then shows the first point added.
    const now = saved();
    const adding = added.slice(0, MAX_POINTS - now.points.length);
    if (adding.length === 0) return;
    show({ points: [...now.points, ...adding], active: now.points.length });
    onChange();
    say(adding.map((point) => t('added', { name: point.name })).join(' '));
  }

  function remove() {
    if (state.active === 0) return;
    const gone = names[state.active]!;
    const now = saved();
    show({ points: now.points.filter((_, index) => index !== now.active), active: now.active - 1 });
    onChange();
    say(t('removed', { name: gone }));
  }

  function rename(name: string) {
    const now = saved();
    setPoints(points, { ...now, points: now.points.map((point, index) => (index === now.active ? { ...point, name: name.trim() } : point)) });
    setRenaming(undefined);
    focusTab.current = now.active;
    onChange();
  }

  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = state.points.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div part="points" css={styles.bar} role="group" aria-labelledby={`${id}l`}>
      <span id={`${id}l`} css={styles.muted}>
        {t('points')}
      </span>
      <div role="tablist" aria-labelledby={`${id}l`} css={styles.tabs}>
        {state.points.map((point, index) => (
          <button key={index} ref={(element) => void (tabs.current[index] = element)} type="button" role="tab" part="point-tab" css={styles.tab}
            id={`${panelId}-tab${index}`} aria-selected={index === state.active} aria-controls={panelId} tabIndex={index === state.active ? 0 : -1}
            data-point={index} onClick={() => select(index)} onKeyDown={(event) => onKey(event, index)}>
            {names[index]}
          </button>
        ))}
      </div>
      {renaming === undefined ? (
        <div css={styles.tools}>
          <button type="button" part="point-add" css={styles.small} disabled={full} onClick={() => add({ name: freshName(state, t), conditions: {} })}>
            {t('add')}
          </button>
          <button type="button" part="point-copy" css={styles.small} disabled={full}
            onClick={() => add({ name: t('copyOf', { name: names[state.active] }), conditions: model.conditions.peek() })}>
            {t('copy')}
          </button>
          <button type="button" part="point-rename" css={styles.small} onClick={() => setRenaming(names[state.active])}>
            {t('rename')}
          </button>
          {state.active > 0 && (
            <button type="button" part="point-remove" css={styles.small} onClick={remove}>
              {t('remove')}
            </button>
          )}
          {/* One button a ready point: a heat pump's expansion valve wants Part load and Heating, a one-way plant's only the first. */}
          {!full && missing.map((preset) => (
            <button key={preset.name} type="button" part="point-presets" css={styles.small} title={t('presets')} onClick={() => add(preset)}>
              {t('addPresets', { names: preset.name })}
            </button>
          ))}
          {full && <span css={styles.muted}>{t('full', { max: MAX_POINTS })}</span>}
        </div>
      ) : (
        <RenameForm key={state.active} initial={renaming} problemOf={(name) => nameProblem(state, state.active, name, t)} onSave={rename}
          onCancel={() => {
            setRenaming(undefined);
            focusTab.current = state.active;
          }} />
      )}
      <span css={styles.hidden} aria-live="polite">
        {said}
      </span>
    </div>
  );
}

function RenameForm({ initial, problemOf, onSave, onCancel }: { initial: string; problemOf: (name: string) => string | undefined; onSave: (name: string) => void; onCancel: () => void }) {
  const { t } = useTranslator([selectorPointsNamespace]);
  const id = useId();
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = tried ? problemOf(name) : undefined;
  const save = () => {
    setTried(true);
    if (!problemOf(name)) onSave(name);
  };
  // Not a <form>: it sits inside the selector's form, where Enter would calculate.
  return (
    <div css={styles.rename}>
      <label htmlFor={id} css={styles.muted}>
        {t('name')}
      </label>
      <input id={id} part="point-name" css={styles.input} value={name} maxLength={MAX_POINT_NAME} autoFocus aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}p` : undefined} onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }} />
      <button type="button" part="point-name-save" css={styles.small} onClick={save}>
        {t('save')}
      </button>
      <button type="button" css={styles.small} onClick={onCancel}>
        {t('cancel')}
      </button>
      {problem && (
        <p id={`${id}p`} role="alert" css={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Grades per point

export interface PointGradesProps {
  row: SelectionRow;
  /** The three grades' words, as the answer's group titles say them. */
  gradeTitles: Readonly<Record<SelectionRow['Grade'], string>>;
  units: UnitTarget;
  locale: string;
}

/**
 * A row's grade at each point, in point order, with the figures that decide it there; the deciding point (the
 * worst; the first of equals) underlined and its reason marked.
 */
export function PointGrades({ row, gradeTitles, units, locale }: PointGradesProps) {
  const { t } = useTranslator([selectorPointsNamespace]);
  const figure = figureOf(units, locale, '–');
  return (
    <ul part="point-grades" css={styles.grades} aria-label={t('points')}>
      {(row.Points ?? []).map((point, index) => {
        const deciding = index === row.DecidingPoint;
        return (
          <li key={index} part="point-grade" css={styles.grade} data-grade={point.Grade} data-point={point.name} data-deciding={deciding ? '' : undefined}>
            <b>{t('gradeAt', { point: point.name, grade: gradeTitles[point.Grade] })}</b>
            {deciding && <span css={styles.hidden}>({t('deciding')})</span>}
            {pointFigures(point.Values, t, figure).map((text) => (
              <span key={text}>{text}</span>
            ))}
            {deciding && point.Reason && <mark css={styles.mark}>{point.Reason}</mark>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The figures a point is judged by, by what the family computes: an expansion valve's opening (or load), a
 * reversing valve's shifting differential and discharge-side drop against what it needs to shift, a solenoid's
 * opening differential against its MOPD; otherwise the load and the drop.
 */
export function pointFigures(v: SizeFigures, t: TFunction, figure: (m: SizeFigures['capacity']) => string): string[] {
  const texts: string[] = [];
  if (v.minShiftDifferential && v.differential) {
    texts.push(t('figures.shifting', { value: figure(v.differential), min: figure(v.minShiftDifferential), max: figure(v.maxOperatingDifferential) }));
    if (v.dischargeDrop && v.minDischargeDrop) texts.push(t('figures.dischargeDrop', { value: figure(v.dischargeDrop), min: figure(v.minDischargeDrop) }));
  } else if (v.mopd && v.differential) {
    texts.push(t('figures.mopd', { value: figure(v.differential), max: figure(v.mopd) }));
  }
  if (v.opening) texts.push(t('figures.opening', { value: figure(v.opening) }));
  else if (v.loadRatio) texts.push(t('figures.load', { value: figure(v.loadRatio) }));
  if (!v.opening && !v.minShiftDifferential && v.pressureDrop) texts.push(t('figures.drop', { value: figure(v.pressureDrop) }));
  return texts;
}
