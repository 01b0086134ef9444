/**
 * Design tokens: the one list of colours, sizes and type the widgets and the host site share. Each token is
 * written out as a `--vs-<name>` custom property, and every style reads it through `token()` with its default
 * inline, so a widget looks right on a page that defines none of them and a shop re-themes it by setting the
 * property on any ancestor. Sizes are in px, not rem: a shop's `html { font-size }` must not resize a widget.
 */
export const tokens = {
  'color-primary': { value: '#0a5ca8', doc: 'Accent of actions, focus and results.' },
  'color-primary-contrast': { value: '#ffffff', doc: 'Text on the primary colour.' },
  'color-text': { value: '#1f2933', doc: 'Body text.' },
  'color-text-muted': { value: '#52606d', doc: 'Labels and secondary text.' },
  'color-surface': { value: '#ffffff', doc: 'Background of widgets and controls.' },
  'color-surface-muted': { value: '#f3f5f7', doc: 'Background of panels inside a widget.' },
  'color-border': { value: '#c5ccd3', doc: 'Borders of controls and panels.' },
  'color-focus': { value: '#2684ff', doc: 'Focus ring.' },
  'color-danger': { value: '#b42318', doc: 'Errors and invalid input.' },
  'font-family': {
    value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", sans-serif',
    doc: 'Every text of a widget.',
  },
  'font-size-sm': { value: '12px', doc: 'Labels and hints.' },
  'font-size-md': { value: '14px', doc: 'Body text and controls.' },
  'font-size-lg': { value: '20px', doc: 'Results and headings.' },
  'font-weight-bold': { value: '600', doc: 'Results and headings.' },
  'line-height': { value: '1.4', doc: 'Unitless line height of body text.' },
  'space-xs': { value: '4px', doc: 'Between a label and its control.' },
  'space-sm': { value: '8px', doc: 'Between controls in a row.' },
  'space-md': { value: '12px', doc: 'Between rows.' },
  'space-lg': { value: '16px', doc: 'Padding of a widget.' },
  radius: { value: '4px', doc: 'Corner radius of controls and panels.' },
  'control-height': { value: '32px', doc: 'Height of inputs, selects and buttons.' },
} as const satisfies Record<string, { value: string; doc: string }>;

export type TokenName = keyof typeof tokens;

export const tokenNames = Object.keys(tokens) as TokenName[];

/** The custom property of a token: `--vs-color-primary`. */
export function tokenProperty(name: TokenName): `--vs-${TokenName}` {
  return `--vs-${name}`;
}

/** A style value reading the token, with its default inline: `var(--vs-color-primary, #0a5ca8)`. */
export function token(name: TokenName): string {
  return `var(${tokenProperty(name)}, ${tokens[name].value})`;
}

/** A stylesheet declaring every token with its default, for a page (or Storybook) that sets them globally. */
export function tokensCss(selector = ':root'): string {
  const lines = tokenNames.map((name) => `  ${tokenProperty(name)}: ${tokens[name].value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}
