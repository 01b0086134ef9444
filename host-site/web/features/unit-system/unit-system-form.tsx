import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { savePersonUnit } from '../../../../src/contracts/preferences';
import { unitSetName } from '../../../../src/contracts/unit-set-name';
import type { UnitSystemId } from '../../../../src/engine/units/unit-systems';
import { nextLocalId, unitListOf, unitSetsOfRows, unitsInEffect, type UnitSet } from '../../../../src/state';
import { token } from '../../../../src/theme';
import { UnitSetChooser, unitSetChooserResources, type NewUnitSet, type UnitSetChange } from '../../../../widgets/unit-set-chooser';
import { buttonStyles } from '../../components/button-styles';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { unitSystemNamespace, unitSystemResources } from './unit-system.resources';

const styles = {
  form: css`
    display: grid;
    gap: ${token('space-md')};
  `,
  table: css`
    justify-self: start;
    border-collapse: collapse;
    caption {
      text-align: start;
      font-weight: ${token('font-weight-bold')};
      padding-bottom: ${token('space-xs')};
    }
    th,
    td {
      padding: 2px ${token('space-md')} 2px 0;
      text-align: start;
    }
    thead th {
      color: ${token('color-text-muted')};
      font-weight: normal;
    }
  `,
  actions: css`
    display: flex;
    justify-content: flex-end;
    gap: ${token('space-sm')};
  `,
};

/** The choice being made: a base system and one of the user's sets, or none. */
interface Draft {
  unitSystem: UnitSystemId;
  customUnitId?: number;
}

export interface UnitSystemFormProps {
  /** Called after Save has applied the choice (the dialog then closes). */
  onSaved?: () => void;
  /** Shows Cancel, which leaves the units as they were (the dialog's). */
  onCancel?: () => void;
}

/**
 * The unit-set chooser of SPEC §4 (the `<vs-unit-set-chooser>` widget's component): a base system, 1 America or
 * 2 International, and a custom set over it. The units of the choice are listed as it moves; Save makes it the
 * session's, which every widget on the page shows values in and every request sends (Unitid, Units), and which a
 * member's account keeps. A new set is kept at once: in this browser for a guest, on the server for a member.
 */
export function UnitSystemForm({ onSaved, onCancel }: UnitSystemFormProps) {
  useSignals();
  useBundles(unitSystemResources, unitSetChooserResources);
  const { t } = useTranslation([unitSystemNamespace, 'units']);
  const { session } = useAppState();
  const api = useApi();
  const notifications = useNotifications();
  const [draft, setDraft] = useState<Draft>({ unitSystem: session.unitSystem.value, customUnitId: session.customUnitId.value });
  const sets = session.unitSets.value;
  const chosenSet = sets.find((set) => set.id === draft.customUnitId);
  const shown = unitsInEffect(draft.unitSystem, chosenSet?.units);

  const change = ({ unitSystem, customUnitId }: UnitSetChange) => setDraft({ unitSystem, customUnitId });

  const create = async ({ name, unitSystem, units }: NewUnitSet) => {
    const unitList = unitListOf({ name, units });
    let created: UnitSet | undefined;
    if (session.token.value) {
      // SPEC §8: a refusal (a name the account has already) is the server's ErrorMsg, told by the error catalogue.
      const rows = await api.call(savePersonUnit, { body: { unitList } }).catch(() => undefined);
      if (!rows) return;
      const listed = unitSetsOfRows(rows);
      session.setUnitSets(listed);
      // The server keeps the name tidied (its spaces): the new set is the one of the same key.
      created = listed.find((set) => unitSetName(set.name).key === unitSetName(name).key);
    } else {
      created = { id: nextLocalId(sets), name, units: Object.fromEntries(unitList.map((entry) => [entry.unitType, entry.unit])) };
      session.setUnitSets([...sets, created]);
    }
    setDraft({ unitSystem, customUnitId: created?.id });
    notifications.success(t('saved'));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    session.chooseUnits(draft.unitSystem, chosenSet?.id);
    notifications.success(t('saved'));
    onSaved?.();
  };

  const title = chosenSet ? chosenSet.name : t(`system.${draft.unitSystem}`);
  return (
    <div css={styles.form}>
      <UnitSetChooser unitSystem={draft.unitSystem} customUnitId={chosenSet?.id} sets={sets} onChange={change} onCreate={(set) => void create(set)} />
      <form css={styles.form} onSubmit={save} aria-label={t('legend')}>
        <table css={styles.table}>
          <caption>{t('defaults', { system: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('unit')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(shown).map(([quantity, unit]) => (
              <tr key={quantity}>
                <th scope="row">{t(`units:quantity.${quantity}`)}</th>
                <td>{unit}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div css={styles.actions}>
          {onCancel && (
            <button type="button" css={buttonStyles.secondary} onClick={onCancel}>
              {t('cancel')}
            </button>
          )}
          <button type="submit" css={buttonStyles.primary}>
            {t('save')}
          </button>
        </div>
      </form>
    </div>
  );
}
