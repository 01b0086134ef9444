import { batch } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@emotion/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectionFields } from '../../../../src/contracts/selection';
import { baseInfo, familySeries } from '../../../../src/contracts/valve';
import type { SelectedListItem } from '../../../../src/state';
import { token } from '../../../../src/theme';
import { ApprovalsChooser, approvalsChooserResources } from '../../../../widgets/approvals-chooser';
import { ApiClientContext } from '../../../../widgets/providers';
import { fallbackRefrigerant, RefrigerantChooser, refrigerantChooserResources } from '../../../../widgets/refrigerant-chooser';
import { Selector, selectorNamespace, selectorResources } from '../../../../widgets/selector';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useApi, useAppState, useNoNetwork, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { useCallQuery } from '../../lib/call-queries';
import { sitePunchout } from '../../lib/site-punchout';
import { FamilySwitch } from './family-switch';
import { useFamilyKeptOffline } from './keep-family-offline';
import {
  approvalsOfSearch,
  conditionNames,
  conditionsOfSearch,
  operatingConditionNames,
  pointKeys,
  pointsOfSearch,
  searchOfApprovals,
  searchOfCalculation,
  searchOfConditions,
  searchOfPoints,
  type SelectorSearch,
} from './selector-search';

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
 * Sizing one family: what is sized (family, series) with a switch to another family, the refrigerant and
 * approvals boxes above the Selector widget's component; Add puts the product into the app's selection list,
 * with a toast. The selection lives in the address (refrigerant, approvals, every condition with its unit, every
 * operating point with its name and conditions, and whether results were shown), so a reload or a shared link makes
 * the same form and the same results; what the address does not say comes from the home page's choice.
 */
export function SelectorPage({ search }: { search: SelectorSearch }) {
  useSignals();
  useBundles(selectorResources, refrigerantChooserResources, approvalsChooserResources);
  const { t } = useTranslation(['site', selectorNamespace]);
  const api = useApi();
  const { choice, selection, session } = useAppState();
  const notifications = useNotifications();
  const base = useCallQuery(baseInfo, {});
  const refrigerants = useMemo(
    () => base.data?.refrigerantList.map((r) => ({ name: r.Name, safety: r.Safety, gwp: r.Gwp })) ?? [],
    [base.data],
  );
  const { valveName, serialId } = search;
  const fields = useCallQuery(selectionFields, valveName ? { query: { valveName, ...(serialId !== undefined && { serialId }) } } : undefined);
  const series = useCallQuery(familySeries, valveName && serialId !== undefined ? { query: { valveName } } : undefined);
  useFamilyKeptOffline(valveName);
  // With no network, a family whose form this device never kept says so at once (issue 37), rather than waiting.
  const notKept = useNoNetwork() && fields.isError;
  const seriesName = series.data !== undefined ? series.data.list.find((s) => s.Id === serialId)?.Name : undefined;
  // The family's own default (TxvOld: R404A, SPEC §3) stands before the app's default, not before a choice.
  const familyRefrigerant = fields.data !== undefined ? fields.data.refrigerant : undefined;
  const refrigerant = search.refrigerant ?? choice.refrigerant.value ?? familyRefrigerant ?? choice.defaultRefrigerant.value ?? fallbackRefrigerant;
  const approvals = approvalsOfSearch(search.approvals) ?? choice.approvals.value;
  const conditions = useMemo(() => conditionsOfSearch(search), [search]);
  const points = useMemo(() => pointsOfSearch(search, conditions), [search, conditions]);

  // Opened by a purchasing system: a row's bill transfers to it (issue 35).
  const punchout = useMemo(() => sitePunchout(() => sessionStorage), []);
  const navigate = useNavigate();
  // Edits replace the address (Back leaves the page rather than undoing keystrokes) and keep the page where the user
  // is reading (a new address would otherwise scroll to the top, away from the results just calculated); a family
  // switch is a new entry.
  const write = (next: Partial<SelectorSearch>) =>
    void navigate({ to: paths.selector, search: (previous: SelectorSearch) => ({ ...previous, ...next }), replace: true, resetScroll: false });
  const switchFamily = (next: string) => {
    const from = base.data !== undefined ? base.data.valveInfo.find((family) => family.Classname === valveName)?.Name : undefined;
    void navigate({
      to: paths.selector,
      search: (previous: SelectorSearch) => ({
        ...previous,
        ...Object.fromEntries(conditionNames.filter((name) => !operatingConditionNames.includes(name)).map((name) => [name, undefined])),
        // Another family's points are its own (a reversing valve's heating is no expansion valve's part load).
        ...Object.fromEntries(['design', ...pointKeys].map((key) => [key, undefined])),
        valveName: next,
        serialId: undefined,
        systemId: undefined,
        refrigerant,
        approvals: searchOfApprovals(approvals),
      }),
    });
    if (from) notifications.success(t('selector:page.carriedOver', { family: from }));
  };

  function add(item: SelectedListItem) {
    const partNumber = item.product.PartNumber;
    if (selection.add(item)) notifications.success(t('selector:page.addedToList', { partNumber }));
    else notifications.success(t('selector:page.alreadyInList', { partNumber }));
  }

  return (
    <div css={styles.page}>
      <PageHeading>{t('route.selector')}</PageHeading>
      {base.data !== undefined && valveName && (
        <FamilySwitch families={base.data.valveInfo} valveName={valveName} seriesName={seriesName} onSwitch={switchFamily} />
      )}
      {base.data !== undefined && (
        <fieldset css={styles.choice}>
          <legend>{t('selector:refrigerant')}</legend>
          <RefrigerantChooser
            refrigerants={refrigerants}
            refrigerant={refrigerant}
            favourites={choice.favourites.value}
            defaultRefrigerant={choice.defaultRefrigerant.value}
            remember="none"
            onChange={(change) => {
              batch(() => {
                choice.refrigerant.value = change.refrigerant;
                choice.favourites.value = change.favourites;
                choice.defaultRefrigerant.value = change.defaultRefrigerant;
              });
              write({ refrigerant: change.refrigerant });
            }}
          />
          <ApprovalsChooser
            value={approvals}
            onChange={(change) => {
              batch(() => void (choice.approvals.value = change.approvals));
              write({ approvals: searchOfApprovals(change.approvals) });
            }}
          />
        </fieldset>
      )}
      {valveName && notKept ? (
        <p role="alert">
          {t('site:offline.familyNotKept')} <Link to={paths.home}>{t('site:offline.home')}</Link>
        </p>
      ) : valveName && !fields.isPending ? (
        <ApiClientContext.Provider value={api}>
          <Selector
            key={`${valveName}/${serialId ?? ''}/${search.systemId ?? ''}`}
            valveName={valveName}
            serialId={serialId}
            systemId={search.systemId}
            // Given, the widget does not ask again; when the page's call failed, the widget asks and says why.
            fields={fields.data !== undefined ? fields.data : undefined}
            refrigerant={refrigerant}
            approvals={approvals}
            unitSystem={session.unitSystem.value}
            units={session.units.value}
            conditions={conditions}
            designPointName={points.designPointName}
            operatingPoints={points.operatingPoints}
            calculate={search.results === 1}
            onSelectionChange={(change) => write({ ...searchOfConditions(change.conditions), ...searchOfPoints(change.conditions, change) })}
            // The calculation's own address, as a cart line's selection link writes it (src/selection/address.ts).
            onCalculate={({ request }) => write(searchOfCalculation(request))}
            onAdd={add}
            punchoutHookUrl={punchout?.hookUrl}
            punchoutTarget={punchout?.target}
            punchoutSession={punchout?.session}
            punchoutRelay={punchout?.relay}
          />
        </ApiClientContext.Provider>
      ) : valveName ? (
        <p>{t('selector:loading')}</p>
      ) : (
        <p>
          {t('selector:page.chooseFamily')} <Link to={paths.home}>{t('selector:page.home')}</Link>
        </p>
      )}
    </div>
  );
}
