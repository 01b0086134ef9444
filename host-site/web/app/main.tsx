import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createSiteApp } from './create-app';
import { rememberPunchout } from '../lib/site-punchout';

// A purchasing system's punch-out (HOOK_URL, punchout-session), read before the router writes its own addresses.
rememberPunchout(location.search, () => sessionStorage);

const app = createSiteApp({ preferredLanguages: navigator.languages });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
// Offline after the first visit (issue 29): the built site names its service worker; development does not.
// Its registration (and workbox-window) comes after the first view, as a chunk of its own.
void import('../lib/service-worker-registration').then(({ registerServiceWorker }) => registerServiceWorker(app.services.offline), () => undefined);
