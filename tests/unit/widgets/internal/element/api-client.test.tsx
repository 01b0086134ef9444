// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../../../src/client';
import { createI18n } from '../../../../../src/i18n';
import { ApiClientContext, useApiClient } from '../../../../../widgets/internal/element/api-client';
import { WidgetContext } from '../../../../../widgets/internal/element/widget-context';

afterEach(cleanup);

function clientSeen(wrap: (probe: ReactNode) => ReactNode): ApiClient {
  let seen: ApiClient | undefined;
  function Probe() {
    seen = useApiClient();
    return null;
  }
  render(<I18nextProvider i18n={createI18n('en')}>{wrap(<Probe />)}</I18nextProvider>);
  return seen!;
}

describe('useApiClient', () => {
  it('calls /api on the same origin by default', () => {
    expect(clientSeen((probe) => probe).base).toBe('/api');
  });

  it("follows the element's api-base", () => {
    const host = document.createElement('div');
    const widget = { host, locale: 'en', apiBase: 'https://maker.example/api/' };
    expect(clientSeen((probe) => <WidgetContext.Provider value={widget}>{probe}</WidgetContext.Provider>).base)
      .toBe('https://maker.example/api');
  });

  it('uses the client the host site provides', () => {
    const site = createApiClient({ base: '/site-api' });
    expect(clientSeen((probe) => <ApiClientContext.Provider value={site}>{probe}</ApiClientContext.Provider>)).toBe(site);
  });
});
