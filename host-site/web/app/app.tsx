import { QueryClientProvider } from '@tanstack/react-query';
import { Matches, RouterContextProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { ServicesProvider } from '../lib/app-services';
import type { SiteApp } from './create-app';
import { GlobalStyles } from './global-styles';
import { FrameProvider } from './layout/frame-context';
import { NavigationProgress } from './layout/navigation-progress';

/**
 * The whole site: its strings and services around the router. The page's styles and the progress bar stand
 * outside the routes, so that they are there while the first page loads, before any route has rendered.
 */
export function App({ app }: { app: SiteApp }) {
  const { services, router, i18n, frame } = app;
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queries}>
          <FrameProvider frame={frame}>
            <RouterContextProvider router={router}>
              <GlobalStyles />
              <NavigationProgress />
              <Matches />
            </RouterContextProvider>
          </FrameProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>
  );
}
