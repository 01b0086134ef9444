import { css } from '@emotion/react';
import { useState } from 'react';
import { token } from '../../../../src/theme';

const size = 28;

const styles = {
  avatar: css`
    display: inline-grid;
    place-items: center;
    flex: none;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    overflow: hidden;
    background: ${token('color-primary')};
    color: ${token('color-primary-contrast')};
    font-weight: ${token('font-weight-bold')};
    font-size: ${token('font-size-sm')};
    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  `,
};

/**
 * The user's picture, or their initial on the primary colour when they have none (SPEC §3's default avatar) or
 * the picture cannot be loaded. Decorative: the name stands beside it.
 */
export function Avatar({ name, photo }: { name: string; photo: string }) {
  const [broken, setBroken] = useState<string | undefined>(undefined);
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span css={styles.avatar} aria-hidden="true" data-testid="avatar">
      {photo && broken !== photo ? <img src={photo} alt="" width={size} height={size} onError={() => setBroken(photo)} /> : initial}
    </span>
  );
}
