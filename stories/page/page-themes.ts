import type { TokenName } from '../../src/theme';

/**
 * The pages a widget is shown on in Storybook (the toolbar's Theme): the tokens each sets, as a shop's stylesheet
 * would, and the page's own background and text around the widget. Light sets nothing (the tokens' defaults);
 * Dark is the dark shop's palette of the README's Theming; Shop is the example shop's (examples/shop/shop.css).
 * Forced colours sets nothing either: the browser paints the page from the system's colours (the story tests
 * emulate `forced-colors: active`; in Storybook, DevTools › Rendering › Emulate CSS media feature forced-colors).
 */
export interface PageTheme {
  title: string;
  tokens: Partial<Record<TokenName, string>>;
  /** Widgets' own custom properties the theme sets too (the selector's grade colours on a dark surface). */
  knobs?: Readonly<Record<`--vs-${string}`, string>>;
  page: { background: string; color: string };
}

export const pageThemes = {
  light: { title: 'Light', tokens: {}, page: { background: '#ffffff', color: '#1f2933' } },
  dark: {
    title: 'Dark',
    tokens: {
      'color-surface': '#1d2126',
      'color-surface-muted': '#272c33',
      'color-text': '#e8eaed',
      'color-text-muted': '#aab4be',
      'color-border': '#4a535d',
      'color-primary': '#7cb7ff',
      'color-primary-contrast': '#0b1622',
      // Not in the README's palette before the story tests: the default red is 2.5:1 on the dark surface.
      'color-danger': '#ff8a80',
    },
    // The grades' default colours are 3:1 on the dark surface (found by the story tests' axe).
    knobs: { '--vs-selector-optimal-color': '#7ed492', '--vs-selector-available-color': '#ffb866', '--vs-selector-prohibited-color': '#ff8a80' },
    page: { background: '#111417', color: '#e8eaed' },
  },
  shop: {
    title: 'Shop (green, serif)',
    tokens: { 'color-primary': '#0b4f3c', 'color-primary-contrast': '#ffffff', 'font-family': 'Georgia, serif' },
    page: { background: '#f6f3ec', color: '#1d2b24' },
  },
  'forced-colors': { title: 'Forced colours', tokens: {}, page: { background: 'Canvas', color: 'CanvasText' } },
} as const satisfies Record<string, PageTheme>;

export type PageThemeName = keyof typeof pageThemes;
