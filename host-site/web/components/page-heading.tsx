import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { token } from '../../../src/theme';

const heading = css`
  margin: 0 0 ${token('space-lg')};
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-bold')};
  color: ${token('color-text')};
`;

/** The one h1 of a page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 css={heading}>{children}</h1>;
}
