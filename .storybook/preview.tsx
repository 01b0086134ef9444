import type { Preview } from '@storybook/react-vite';
import { languages, nativeNameOf } from '../src/i18n/languages';
import { onPage } from '../stories/page/page-decorator';
import { pageThemes } from '../stories/page/page-themes';

/**
 * The toolbar puts every story on a page of its choosing (stories/page): language, direction, theme and units,
 * and the viewport's width. Arabic and Hebrew are pages in a language the widgets lack (their words fall back to
 * English, their numbers follow the page's locale), the right-to-left case a shop meets: a widget stays left to
 * right there unless the element itself says dir="rtl" (widgets/internal/ui/base-styles.ts says why).
 */
const preview: Preview = {
  decorators: [onPage],
  globalTypes: {
    lang: {
      description: 'Language of the page',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          ...languages.map((language) => ({ value: language, title: nativeNameOf(language), right: language })),
          { value: 'ar', title: 'العربية (page only)', right: 'ar' },
          { value: 'he', title: 'עברית (page only)', right: 'he' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Direction of the page',
      toolbar: { title: 'Direction', icon: 'transfer', items: [{ value: 'ltr', title: 'Left to right' }, { value: 'rtl', title: 'Right to left' }], dynamicTitle: true },
    },
    theme: {
      description: 'Theme of the page (the tokens it sets)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.entries(pageThemes).map(([value, theme]) => ({ value, title: theme.title })), dynamicTitle: true },
    },
    units: {
      description: 'Unit system of the widgets that show quantities, where the story sets none',
      toolbar: { title: 'Units', icon: 'ruler', items: [{ value: '2', title: 'Metric (2)' }, { value: '1', title: 'Imperial (1)' }], dynamicTitle: true },
    },
  },
  initialGlobals: { lang: 'en', dir: 'ltr', theme: 'light', units: '2', viewport: { value: 'wide', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Every story is an accessibility test: a violation fails it (npm test's stories stage).
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Phone 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        wide: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
