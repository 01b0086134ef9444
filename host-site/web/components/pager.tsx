import { css } from '@emotion/react';
import { token } from '../../../src/theme';
import { buttonStyles } from './button-styles';

const bar = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-md')};
  margin-top: ${token('space-md')};
`;

export interface PagerProps {
  /** 1-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: string };
}

/** Previous / next through a paged list, with where the user is; nothing when there is one page. */
export function Pager({ page, pages, onPage, labels }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav css={bar} aria-label={labels.nav}>
      <button type="button" css={buttonStyles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.page}</span>
      <button type="button" css={buttonStyles.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
