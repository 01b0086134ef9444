import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { localeOf } from '../../src/i18n/languages';
import { tokenProperty, type TokenName } from '../../src/theme';
import { pageThemes, type PageThemeName } from './page-themes';

/**
 * Every story on a page of the toolbar's choosing, as a shop's page holds a widget: the language and direction on
 * an ancestor (`lang` as a shop writes it, BCP 47: `zh-CN` for the project's `cn`; the widgets follow an ancestor's
 * `lang`), the theme's tokens set there as a shop's stylesheet sets them, and the page's own colours around.
 */
export const onPage: Decorator = (Story, context) => {
  const theme = pageThemes[(context.globals['theme'] ?? 'light') as PageThemeName] ?? pageThemes.light;
  const tokens = Object.entries(theme.tokens).map(([name, value]) => [tokenProperty(name as TokenName), value]);
  const knobs = 'knobs' in theme ? theme.knobs : {};
  const style = { ...Object.fromEntries(tokens), ...knobs, ...theme.page, padding: 16, minHeight: 'calc(100vh - 32px)' } as CSSProperties;
  return (
    <div lang={localeOf(String(context.globals['lang'] ?? 'en'))} dir={String(context.globals['dir'] ?? 'ltr')} style={style}>
      <Story />
    </div>
  );
};
