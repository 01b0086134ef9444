// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../../../src/i18n';
import { localeOf } from '../../../../../src/i18n/languages';
import { useNumberLocale } from '../../../../../widgets/internal/element/widget-context';

afterEach(cleanup);

function GwpProbe() {
  return <output>{new Intl.NumberFormat(useNumberLocale()).format(2088)}</output>;
}

describe('the number locale of a widget in the host site', () => {
  it("follows the site's chosen language even before (and after) that language's strings arrive", async () => {
    const i18n = createI18n('en');
    const { container, rerender } = render(
      <I18nextProvider i18n={i18n}>
        <GwpProbe />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('2,088');
    // German strings are loaded on demand: i18next resolves the change to English meanwhile, and keeps that.
    await act(() => i18n.changeLanguage('de'));
    rerender(
      <I18nextProvider i18n={i18n}>
        <GwpProbe />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe(new Intl.NumberFormat(localeOf('de')).format(2088));
    expect(container.textContent).toBe('2.088');
  });
});
