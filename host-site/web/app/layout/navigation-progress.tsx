import { css, keyframes } from '@emotion/react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  z-index: 1000;
  /* A page that arrives within 150 ms shows no bar: a flash would read as a glitch, not as progress. */
  animation: ${appear} 0s 150ms both;
  &::before {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${token('color-primary')};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before { animation: none; width: 100%; }
  }
`;

/** The bar along the top while the router loads the next page (its code, the first time it is visited). */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading });
  const { t } = useTranslation('site');
  if (!loading) return null;
  return <div role="progressbar" aria-label={t('navigation.loading')} css={bar} data-testid="navigation-progress" />;
}
