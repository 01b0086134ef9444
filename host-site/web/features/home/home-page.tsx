import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { baseInfo } from '../../../../src/contracts/valve';
import { approvalsChooserResources } from '../../../../widgets/approvals-chooser';
import { refrigerantChooserResources } from '../../../../widgets/refrigerant-chooser';
import { paths } from '../../config/paths';
import { useBundles } from '../../lib/use-bundles';
import { useCallQuery } from '../../lib/call-queries';
import { ApplicationTab } from './application-tab';
import { CategoryTab } from './category-tab';
import type { HomeSearch } from './home-search';
import { homeResources } from './home.resources';
import { styles } from './home.styles';
import { ProductChoiceBar } from './product-choice-bar';
import { SystemSeries } from './system-series';

const tabs = ['category', 'application'] as const;
type Tab = (typeof tabs)[number];

/**
 * The home page: title and slogan, the refrigerant and approvals boxes, and the range by category or by
 * application. The tab and the system are in the address (`?tab=application`, `?systemId=3`), so a system can
 * be linked to and Back returns to the list.
 */
export function HomePage({ search }: { search: HomeSearch }) {
  useBundles(homeResources, refrigerantChooserResources, approvalsChooserResources);
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const id = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const answer = useCallQuery(baseInfo, {});
  const tab: Tab = search.systemId !== undefined || search.tab === 'application' ? 'application' : 'category';

  const show = (next: Tab) => void navigate({ to: paths.home, search: next === 'category' ? {} : { tab: next } });
  // The tabs pattern: arrows move between the tabs (and show them), Tab moves on into the panel.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    show(next);
    tabList.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <>
      <div css={styles.top}>
        <h1 css={styles.title}>{t('title')}</h1>
        <p css={styles.slogan}>{t('slogan')}</p>
      </div>
      {answer.data === undefined ? (
        <p css={styles.message}>{t(answer.isPending ? 'loading' : 'failed')}</p>
      ) : (
        <>
          <ProductChoiceBar refrigerantList={answer.data.refrigerantList} />
          <div ref={tabList} role="tablist" aria-label={t('tabs.label')} css={styles.tabs} onKeyDown={onTabKey}>
            {tabs.map((name) => (
              <button key={name} type="button" role="tab" id={`${id}${name}`} data-tab={name} css={styles.tab}
                aria-selected={tab === name} aria-controls={`${id}panel`} tabIndex={tab === name ? 0 : -1}
                onClick={() => show(name)}>
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}panel`} aria-labelledby={`${id}${tab}`}>
            {tab === 'category' && <CategoryTab />}
            {tab === 'application' && search.systemId === undefined && (
              <ApplicationTab systems={answer.data.valveSystem} systemTypes={answer.data.systemSort} />
            )}
            {search.systemId !== undefined && <SystemSeries key={search.systemId} systemId={search.systemId} />}
          </div>
        </>
      )}
    </>
  );
}
