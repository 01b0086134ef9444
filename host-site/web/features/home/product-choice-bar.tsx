import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../src/contracts/call';
import type { baseInfo } from '../../../../src/contracts/valve';
import { ApprovalsChooser } from '../../../../widgets/approvals-chooser';
import { RefrigerantChooser } from '../../../../widgets/refrigerant-chooser';
import { useAppState } from '../../lib/app-services';
import { styles } from './home.styles';
import { useProductFilter } from './use-product-filter';

/**
 * The refrigerant box and the approvals box: the widgets' own components, their values kept in the app state
 * (which remembers them), so that the lists here and the selector later filter by them.
 */
export function ProductChoiceBar({ refrigerantList }: { refrigerantList: CallData<typeof baseInfo>['refrigerantList'] }) {
  useSignals();
  const { t } = useTranslation('home');
  const { choice } = useAppState();
  // The refrigerant the lists filter by, also once the chosen one is dropped (back to the default).
  const filter = useProductFilter();
  const refrigerants = useMemo(() => refrigerantList.map((r) => ({ name: r.Name, safety: r.Safety, gwp: r.Gwp })), [refrigerantList]);
  return (
    <fieldset css={styles.choice}>
      <legend>{t('choice')}</legend>
      <RefrigerantChooser
        refrigerants={refrigerants}
        refrigerant={filter.Refrigerant}
        favourites={choice.favourites.value}
        defaultRefrigerant={choice.defaultRefrigerant.value}
        remember="none"
        onChange={choice.chooseRefrigerant}
      />
      <ApprovalsChooser value={choice.approvals.value} onChange={(change) => choice.chooseApprovals(change.approvals)} />
    </fieldset>
  );
}
