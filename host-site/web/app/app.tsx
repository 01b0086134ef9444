import { I18nextProvider } from 'react-i18next';
import { paths } from '../config/paths';
import { SignedOutConfirm, ToastRegion } from '../features/notifications';
import { ServicesProvider } from '../lib/app-services';
import type { SiteApp } from './create-app';
import { GlobalStyles } from './global-styles';
import { SiteLayout } from './layout/site-layout';
import { NavigationProgress, RouterProvider } from './router';

/** The whole site: providers, the progress bar, the current page in its shell, and the notifications. */
export function App({ app }: { app: SiteApp }) {
  const { services, router, i18n } = app;
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router}>
          <GlobalStyles />
          <NavigationProgress />
          <SiteLayout />
          <ToastRegion notifications={services.notifications} />
          <SignedOutConfirm
            notifications={services.notifications}
            endSession={services.state.endSession}
            onRelogin={() => void router.navigate(paths.login)}
          />
        </RouterProvider>
      </ServicesProvider>
    </I18nextProvider>
  );
}
