import { css } from '@emotion/react';

/** Out of sight but still read by screen readers and counted in the accessible name (not display: none). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
