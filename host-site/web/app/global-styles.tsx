import { css, Global } from '@emotion/react';
import { token, tokensCss } from '../../../src/theme';

const page = css`
  ${tokensCss(':root')}
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font-family: ${token('font-family')};
    font-size: ${token('font-size-md')};
    line-height: ${token('line-height')};
  }
  a {
    color: ${token('color-primary')};
  }
  :focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

/** The page's own styles: the design tokens declared once at the root, and the body set in them. */
export function GlobalStyles() {
  return <Global styles={page} />;
}
