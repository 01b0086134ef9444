import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { paths } from '../../config/paths';
import { familyLink } from '../../features/home/family-link';
import type { Recommendation } from '../../features/recommendations/recommendation-choice';
import { loadChunk } from '../../lib/chunk-load';
import { siteFunctions, type SiteFunction } from '../site-frame';
import { useFrame } from './frame-context';

const styles = {
  failed: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-md')};
    padding: ${token('space-sm')} ${token('space-lg')};
    background: ${token('color-surface-muted')};
    color: ${token('color-danger')};
    font-weight: ${token('font-weight-bold')};
  `,
};

// Both dialogs come only when they open: a returning visitor with a country and no new recommendation never
// loads them.
const CountryDialog = lazy(() => loadChunk(() => import('../../features/country/country-dialog')).then((module) => ({ default: module.CountryDialog })));
const RecommendationNotice = lazy(() =>
  loadChunk(() => import('../../features/recommendations/recommendation-notice')).then((module) => ({ default: module.RecommendationNotice })),
);

const isSiteFunction = (name: string | undefined): name is SiteFunction => (siteFunctions as readonly string[]).includes(name ?? '');

/** 'App Init Error' with its retry, the country dialog and the recommendation notice, over every page. */
export function FrameDialogs() {
  useSignals();
  const frame = useFrame();
  const { t } = useTranslation('frame');
  const navigate = useNavigate();
  const { country, notice } = frame;

  const follow = (item: Recommendation) => {
    if (item.LinkType === 'Link' && item.LinkUrl) {
      window.open(item.LinkUrl, '_blank', 'noopener,noreferrer');
    } else if (item.LinkType === 'Function' && isSiteFunction(item.LinkUrl)) {
      frame.requestFunction(item.LinkUrl);
    } else if (item.LinkType === 'Recommend') {
      const family = frame.families.value.find((kind) => kind.Classname === item.valveName) ?? { Classname: item.valveName, CalculateType: 1 };
      // A named part number opens in the list with it searched, as the search box does; a series in its family.
      void navigate(
        item.PartNumber
          ? { to: paths.sortList, search: { valveName: item.valveName, keyword: item.PartNumber } }
          : familyLink(family, { serialId: item.Serialid, serialName: item.series[0]?.Name }),
      );
    }
  };

  const shown = notice.shown.value;
  const countryOpen = frame.countryDialogOpen.value;
  const noticeOpen = frame.noticeOpen.value && shown.length > 0;
  // A dialog, once opened, stays mounted: closing it (not unmounting it) is what hands the focus back.
  const [used, setUsed] = useState({ country: false, notice: false });
  if ((countryOpen && !used.country) || (noticeOpen && !used.notice)) setUsed({ country: used.country || countryOpen, notice: used.notice || noticeOpen });
  return (
    <>
      {frame.status.value === 'failed' && (
        <div role="alert" css={styles.failed}>
          {t('start.failed')}
          <button type="button" css={buttonStyles.secondary} onClick={() => void frame.start()}>
            {t('start.retry')}
          </button>
        </div>
      )}
      {used.country && (
        <Suspense fallback={null}>
          <CountryDialog open={countryOpen} countries={country.countries.value} current={country.current.value} required={country.mustChoose.value}
            onChoose={(chosen) => void frame.chooseCountry(chosen)} onClose={() => frame.closeCountryDialog()} />
        </Suspense>
      )}
      {used.notice && (
        <Suspense fallback={null}>
          <RecommendationNotice open={noticeOpen} items={shown} onFollow={follow} onRemove={(id, forever) => frame.removeFromNotice(id, forever)}
            onClose={(ticked) => frame.closeNotice(ticked)} />
        </Suspense>
      )}
    </>
  );
}
