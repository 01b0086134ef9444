import { css } from '@emotion/react';
import { token } from '../../../../src/theme';

export const projectStyles = {
  bar: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-sm')};
    align-items: center;
    margin-bottom: ${token('space-md')};
  `,
  list: css`
    list-style: none;
    margin: 0 0 ${token('space-lg')};
    padding: 0;
    display: grid;
    gap: ${token('space-sm')};
  `,
  item: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-xs')} ${token('space-sm')};
    align-items: center;
    padding-bottom: ${token('space-sm')};
    border-bottom: 1px solid ${token('color-border')};
  `,
  name: css`
    font-weight: ${token('font-weight-bold')};
    flex: 1 1 12em;
  `,
  muted: css`
    color: ${token('color-text-muted')};
  `,
  // The file input stays reachable by keyboard and by its label; only the label is seen.
  file: css`
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  `,
};
