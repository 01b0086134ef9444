import { batch } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@emotion/react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { baseInfo } from '../../../../src/contracts/valve';
import type { SelectionItem } from '../../../../src/state';
import { token } from '../../../../src/theme';
import { ApprovalsChooser, approvalsChooserResources } from '../../../../widgets/approvals-chooser';
import { ApiClientContext } from '../../../../widgets/providers';
import { fallbackRefrigerant, RefrigerantChooser, refrigerantChooserResources } from '../../../../widgets/refrigerant-chooser';
import { Selector, selectorNamespace, selectorResources } from '../../../../widgets/selector';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi, useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { useCall } from '../../lib/use-call';
import type { SelectorSearch } from './selector-search';

const styles = {
  page: css`
    display: grid;
    gap: ${token('space-lg')};
  `,
  choice: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-md')};
    margin: 0;
    padding: ${token('space-md')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
  `,
};

/**
 * Sizing one family: the refrigerant and approvals boxes (the app's choice, shared with the home page) above
 * the Selector widget's component; Add puts the product into the app's selection list, with a toast.
 */
export function SelectorPage({ search }: { search: SelectorSearch }) {
  useSignals();
  useBundles(selectorResources, refrigerantChooserResources, approvalsChooserResources);
  const { t } = useTranslation(['site', selectorNamespace]);
  const api = useApi();
  const { choice, selection, session } = useAppState();
  const notifications = useNotifications();
  const base = useCall(baseInfo, {});
  const refrigerants = useMemo(
    () => (base.status === 'done' ? base.data.refrigerantList.map((r) => ({ name: r.Name, safety: r.Safety, gwp: r.Gwp })) : []),
    [base],
  );
  const refrigerant = choice.refrigerant.value ?? choice.defaultRefrigerant.value ?? fallbackRefrigerant;

  function add(item: SelectionItem) {
    const partNumber = item.product.PartNumber;
    if (selection.add(item)) notifications.success(t('selector:page.addedToList', { partNumber }));
    else notifications.success(t('selector:page.alreadyInList', { partNumber }));
  }

  return (
    <div css={styles.page}>
      <PageHeading>{t('route.selector')}</PageHeading>
      {base.status === 'done' && (
        <fieldset css={styles.choice}>
          <legend>{t('selector:refrigerant')}</legend>
          <RefrigerantChooser
            refrigerants={refrigerants}
            refrigerant={refrigerant}
            favourites={choice.favourites.value}
            defaultRefrigerant={choice.defaultRefrigerant.value}
            remember="none"
            onChange={(change) =>
              batch(() => {
                choice.refrigerant.value = change.refrigerant;
                choice.favourites.value = change.favourites;
                choice.defaultRefrigerant.value = change.defaultRefrigerant;
              })
            }
          />
          <ApprovalsChooser value={choice.approvals.value} onChange={(change) => batch(() => void (choice.approvals.value = change.approvals))} />
        </fieldset>
      )}
      {search.valveName ? (
        <ApiClientContext.Provider value={api}>
          <Selector
            key={`${search.valveName}/${search.serialId ?? ''}/${search.systemId ?? ''}`}
            valveName={search.valveName}
            serialId={search.serialId}
            systemId={search.systemId}
            refrigerant={refrigerant}
            approvals={choice.approvals.value}
            unitSystem={session.unitSystem.value}
            onAdd={add}
          />
        </ApiClientContext.Provider>
      ) : (
        <p>
          {t('selector:page.chooseFamily')} <Link to={paths.home}>{t('selector:page.home')}</Link>
        </p>
      )}
    </div>
  );
}
