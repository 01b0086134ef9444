import { useId, useState, type FormEvent } from 'react';
import { unitSetName } from '../../src/contracts/unit-set-name';
import { isUnitSystemId, type UnitSystemId } from '../../src/engine/units/unit-systems';
import { controls } from '../internal/ui/controls.styles';
import { useFormValue } from '../internal/element/form-control';
import { useTranslator } from '../internal/element/i18n';
import { unitSetChooserNamespace } from './unit-set-chooser.resources';
import { styles } from './unit-set-chooser.styles';
import { newSetUnits, setQuantities, unitSetProblems, unitsInEffect, unitsOf, type UnitChoice, type UnitSet, type UnitSetProblem } from './unit-set-form';

/** The choice in effect: the base system, the units the page's values are in, and the custom set if one is. */
export interface UnitSetChange {
  unitSystem: UnitSystemId;
  units: Record<string, string>;
  customUnitId?: number;
}

/** A set the user named and filled in; the host keeps it (locally, or savepersonunit) and lists it in `sets`. */
export interface NewUnitSet {
  name: string;
  unitSystem: UnitSystemId;
  units: UnitChoice;
}

/** The base system and the custom set in effect. */
interface Choice {
  system: UnitSystemId;
  customUnitId: number | undefined;
}

export interface UnitSetChooserProps {
  /** Base system: 1 America (imperial), 2 International (metric, default). */
  unitSystem?: number;
  /** The custom set in effect, by id; absent: the base system's units. */
  customUnitId?: number;
  /** The user's custom sets. */
  sets?: readonly UnitSet[];
  onChange?: (change: UnitSetChange) => void;
  onCreate?: (set: NewUnitSet) => void;
}

/** Chooses the base unit system and a custom unit set, and makes new sets (SPEC §4 Unit set dialog). */
export function UnitSetChooser({ unitSystem, customUnitId, sets = [], onChange, onCreate }: UnitSetChooserProps) {
  const { t } = useTranslator([unitSetChooserNamespace, 'units']);
  const id = useId();
  const given: Choice = { system: isUnitSystemId(unitSystem) ? unitSystem : 2, customUnitId };
  // The user's choice shows at once; a prop the page changes replaces it, one that stays never undoes it.
  const [choice, setChoice] = useState(given);
  const [applied, setApplied] = useState(given);
  if (applied.system !== given.system || applied.customUnitId !== given.customUnitId) {
    setApplied(given);
    setChoice(given);
  }
  const system = choice.system;
  const chosenSet = sets.find((set) => set.id === choice.customUnitId);
  useFormValue({ unitSystem: system, customUnitId: chosenSet?.id });
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<UnitChoice>(() => newSetUnits(system));
  const [problems, setProblems] = useState<readonly UnitSetProblem[]>([]);

  const change = (nextSystem: UnitSystemId, set: UnitSet | undefined) => {
    setChoice({ system: nextSystem, customUnitId: set?.id });
    onChange?.({ unitSystem: nextSystem, units: unitsInEffect(nextSystem, set), ...(set ? { customUnitId: set.id } : {}) });
  };
  const chooseSystem = (next: UnitSystemId) => {
    setDraft(newSetUnits(next));
    change(next, chosenSet);
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    const found = unitSetProblems(name, draft, sets);
    setProblems(found);
    if (found.length === 0) onCreate?.({ name: unitSetName(name).name, unitSystem: system, units: draft });
  };

  return (
    <div part="base" css={styles.base}>
      <fieldset part="systems" css={styles.fieldset}>
        <legend css={styles.legend}>{t('base')}</legend>
        {([1, 2] as const).map((option) => (
          <label key={option} css={styles.choice}>
            <input type="radio" name={`${id}s`} checked={system === option} onChange={() => chooseSystem(option)} />
            {t(`system.${option}`)}
          </label>
        ))}
      </fieldset>
      <fieldset part="sets" css={styles.fieldset}>
        <legend css={styles.legend}>{t('sets')}</legend>
        {[undefined, ...sets].map((set) => (
          <label key={set?.id ?? 0} css={styles.choice}>
            <input type="radio" name={`${id}c`} checked={chosenSet === set} onChange={() => change(system, set)} />
            {set ? set.name : t('baseOnly')}
          </label>
        ))}
      </fieldset>
      <form part="new-set" aria-label={t('newSet')} noValidate onSubmit={create} css={styles.form}>
        <label css={styles.field}>
          {t('name')}
          <input css={controls.field} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
        </label>
        {setQuantities.map((quantity) => (
          <label key={quantity} css={styles.field}>
            {t(`units:quantity.${quantity}`)}
            <select css={controls.field} value={draft[quantity] ?? ''}
              onChange={(event) => setDraft({ ...draft, [quantity]: event.target.value })}>
              <option value="">{t('none')}</option>
              {unitsOf(quantity).map((unit) => (
                <option key={unit} value={unit}>{unit}</option>
              ))}
            </select>
          </label>
        ))}
        {problems.map((problem) => (
          <p key={problem.key} role="alert" part="error" css={styles.error}>{t(problem.key, problem)}</p>
        ))}
        <button type="submit" css={[controls.button, controls.primary]}>{t('create')}</button>
      </form>
    </div>
  );
}
