import { css } from '@emotion/react';
import { token } from '../../../../src/theme';
import { plainFieldset } from '../../components/fieldset-styles';

export const styles = {
  top: css`
    display: grid;
    gap: ${token('space-sm')};
    margin-bottom: ${token('space-lg')};
  `,
  title: css`
    margin: 0;
    font-size: 28px;
    font-weight: ${token('font-weight-bold')};
    color: ${token('color-primary')};
  `,
  slogan: css`
    margin: 0;
    color: ${token('color-text-muted')};
  `,
  choice: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
    gap: ${token('space-md')};
    margin: 0 0 ${token('space-lg')};
    ${plainFieldset};
  `,
  tabs: css`
    display: flex;
    gap: ${token('space-xs')};
    border-bottom: 1px solid ${token('color-border')};
    margin-bottom: ${token('space-md')};
  `,
  tab: css`
    padding: ${token('space-sm')} ${token('space-lg')};
    border: 1px solid transparent;
    border-bottom: 0;
    border-radius: ${token('radius')} ${token('radius')} 0 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
    &[aria-selected='true'] {
      border-color: ${token('color-border')};
      background: ${token('color-surface')};
      color: ${token('color-primary')};
      font-weight: ${token('font-weight-bold')};
      margin-bottom: -1px;
    }
  `,
  // Nine a page read as a 3 x 3 grid; two columns on a phone.
  grid: css`
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    @media (max-width: 560px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    gap: ${token('space-md')};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  card: css`
    display: grid;
    gap: ${token('space-xs')};
    height: 100%;
    padding: ${token('space-md')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    text-decoration: none;
    &:hover {
      border-color: ${token('color-primary')};
    }
    img {
      width: 100%;
      height: 96px;
      object-fit: contain;
    }
  `,
  /** A family the filter hid, shown on request: muted, its note saying why. */
  cardUnfit: css`
    border-style: dashed;
    background: ${token('color-surface-muted')};
  `,
  cardTitle: css`
    font-weight: ${token('font-weight-bold')};
  `,
  cardNote: css`
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  `,
  filter: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-sm')};
    margin-bottom: ${token('space-md')};
    select {
      height: ${token('control-height')};
      border: 1px solid ${token('color-border')};
      border-radius: ${token('radius')};
      background: ${token('color-surface')};
      font: inherit;
    }
  `,
  systemHead: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${token('space-sm')};
    margin-bottom: ${token('space-md')};
    h2 {
      margin: 0;
      font-size: ${token('font-size-lg')};
    }
    p {
      margin: 0;
      flex-basis: 100%;
      color: ${token('color-text-muted')};
    }
  `,
  message: css`
    color: ${token('color-text-muted')};
  `,
  /** The families the filter hid, named above the grid. */
  hiddenNote: css`
    margin-bottom: ${token('space-md')};
  `,
  noFit: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-sm')} ${token('space-md')};
    padding: ${token('space-md')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius')};
    p {
      flex-basis: 100%;
      margin: 0;
    }
  `,
};
