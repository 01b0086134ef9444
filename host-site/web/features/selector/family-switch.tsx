import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../src/contracts/call';
import type { baseInfo } from '../../../../src/contracts/valve';
import { token } from '../../../../src/theme';
import { selectorNamespace } from '../../../../widgets/selector';

const styles = {
  bar: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${token('space-md')};
  `,
  heading: css`
    margin: 0;
    font-size: ${token('font-size-md')};
    font-weight: ${token('font-weight-bold')};
  `,
  select: css`
    font: inherit;
    padding: ${token('space-xs')} ${token('space-sm')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
  `,
};

type Family = CallData<typeof baseInfo>['valveInfo'][number];

export interface FamilySwitchProps {
  /** Every family of the catalogue; those without sizing (CalculateType 0) are not offered. */
  families: readonly Family[];
  valveName: string;
  /** The series sized only, by name, when one was chosen. */
  seriesName?: string;
  onSwitch: (valveName: string) => void;
}

/** Names what is being sized (family, and series when one was chosen) and switches to another family in place. */
export function FamilySwitch({ families, valveName, seriesName, onSwitch }: FamilySwitchProps) {
  const { t } = useTranslation(selectorNamespace);
  const id = useId();
  const sized = families.filter((family) => family.CalculateType !== 0).sort((a, b) => a.Sort - b.Sort);
  const family = families.find((f) => f.Classname === valveName);
  const name = family?.Name ?? valveName;
  return (
    <div css={styles.bar}>
      <h2 css={styles.heading}>{seriesName ? t('page.sizingSeries', { family: name, series: seriesName }) : t('page.sizing', { family: name })}</h2>
      <label htmlFor={id}>{t('page.otherFamily')}</label>
      <select id={id} css={styles.select} value={valveName} onChange={(event) => onSwitch(event.currentTarget.value)}>
        {sized.map((f) => (
          <option key={f.Classname} value={f.Classname}>
            {f.Name}
          </option>
        ))}
      </select>
    </div>
  );
}
