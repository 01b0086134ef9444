import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { fallbackRefrigerant } from '../../../../widgets/refrigerant-chooser';
import { buttonStyles } from '../../components/button-styles';
import { useAppState } from '../../lib/app-services';
import { styles } from './home.styles';

export interface NoFitProps {
  /** `families`: the category tab came out empty; `series`: the system of `system` did. */
  list: 'families' | 'series';
  system?: string;
}

/**
 * What a list emptied by the refrigerant and approvals says instead of an empty grid: which filter emptied it,
 * and the ways back, clearing the approvals or returning to the default refrigerant, whichever applies.
 */
export function NoFit({ list, system }: NoFitProps) {
  useSignals();
  const { t } = useTranslation('home');
  const { choice } = useAppState();
  const fallback = choice.defaultRefrigerant.value ?? fallbackRefrigerant;
  const refrigerant = choice.refrigerant.value ?? fallback;
  const approvals = choice.approvals.value.length > 0;
  return (
    <div css={styles.noFit} role="status">
      <p>{t(`filter.${list}${approvals ? 'Approvals' : ''}`, { refrigerant, system })}</p>
      {approvals && (
        <button type="button" css={buttonStyles.secondary} onClick={() => choice.chooseApprovals([])}>
          {t('filter.clearApprovals')}
        </button>
      )}
      {refrigerant !== fallback && (
        <button type="button" css={buttonStyles.secondary} onClick={choice.resetRefrigerant}>
          {t('filter.defaultRefrigerant', { refrigerant: fallback })}
        </button>
      )}
    </div>
  );
}
