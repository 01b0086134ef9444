import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/i18n';
import { unitConverterResources } from '../widgets/unit-converter';

// Component stories render inside an app-like I18nextProvider, as the host site does; the language comes from
// the toolbar, or from a story's `globals: { lang }`.
function WithI18n({ lang, children }: { lang: string; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(lang, unitConverterResources), [lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const withI18n: Decorator = (Story, context) => (
  <WithI18n lang={String(context.globals.lang ?? 'en')}>
    <Story />
  </WithI18n>
);

const preview: Preview = {
  decorators: [withI18n],
  globalTypes: {
    lang: {
      description: 'Language of the widgets',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'cn', title: '中文' }] },
    },
  },
  initialGlobals: { lang: 'en' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
