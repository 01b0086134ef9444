import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unitSystems, type UnitSystemId } from '../../../../src/engine/units/unit-systems';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { plainFieldset } from '../../components/fieldset-styles';
import { useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { unitSystemNamespace, unitSystemResources } from './unit-system.resources';

const styles = {
  form: css`
    display: grid;
    gap: ${token('space-md')};
  `,
  systems: css`
    ${plainFieldset};
    margin: 0;
    label {
      display: flex;
      align-items: center;
      gap: ${token('space-sm')};
      min-height: ${token('control-height')};
    }
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
  note: css`
    margin: 0;
    color: ${token('color-text-muted')};
  `,
  actions: css`
    display: flex;
    justify-content: flex-end;
    gap: ${token('space-sm')};
  `,
};

// America (1) before International (2), as SPEC §4 numbers them.
const systems: readonly UnitSystemId[] = [1, 2];

export interface UnitSystemFormProps {
  /** Called after Save has applied the choice (the dialog then closes). */
  onSaved?: () => void;
  /** Shows Cancel, which leaves the unit system as it was (the dialog's). */
  onCancel?: () => void;
}

/**
 * The choice of unit system, 1 America (imperial) or 2 International (metric): the units of the system being
 * chosen are listed as the radio moves (SPEC §4: the defaults follow the base system), and Save makes it the
 * session's, which every request sends as Unitid and the widgets show values in.
 */
export function UnitSystemForm({ onSaved, onCancel }: UnitSystemFormProps) {
  useSignals();
  useBundles(unitSystemResources);
  const { t } = useTranslation([unitSystemNamespace, 'units']);
  const { session } = useAppState();
  const notifications = useNotifications();
  const id = useId();
  const [draft, setDraft] = useState<UnitSystemId>(session.unitSystem.value);

  const save = (event: FormEvent) => {
    event.preventDefault();
    session.setUnitSystem(draft);
    notifications.success(t('saved'));
    onSaved?.();
  };

  return (
    <form css={styles.form} onSubmit={save}>
      <fieldset css={styles.systems}>
        <legend>{t('legend')}</legend>
        {systems.map((system) => (
          <label key={system}>
            <input type="radio" name={`${id}system`} value={system} checked={draft === system} onChange={() => setDraft(system)} />
            {t(`system.${system}`)}
          </label>
        ))}
      </fieldset>
      <table css={styles.table}>
        <caption>{t('defaults', { system: t(`system.${draft}`) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('unit')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(unitSystems[draft]).map(([quantity, unit]) => (
            <tr key={quantity}>
              <th scope="row">{t(`units:quantity.${quantity}`)}</th>
              <td>{unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p css={styles.note}>{t('custom')}</p>
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
  );
}
