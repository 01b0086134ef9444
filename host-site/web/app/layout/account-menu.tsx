import { css } from '@emotion/react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../src/contracts/account';
import { Avatar } from './avatar';
import { menuStyles } from './menu-styles';
import { UserMenuList, type MenuFocus } from './user-menu-list';

const styles = {
  anchor: menuStyles.anchor,
  button: css`
    ${menuStyles.button};
    max-width: 14rem;
    span:last-of-type {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `,
};

/** A signed-in user's avatar and name (or the avatar alone, the name its tooltip), opening the account menu (SPEC §2). */
export function AccountMenu({ profile, nameShown = true }: { profile: Profile; nameShown?: boolean }) {
  const { t } = useTranslation('site');
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<MenuFocus | undefined>(undefined);
  // Stable, so that the open menu does not take the focus back to its first item whenever the header renders.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const show = (at: MenuFocus) => {
    setFocus(at);
    setOpen(true);
  };
  // WAI-ARIA menu button: Down and Enter open on the first item, Up on the last.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  return (
    <div css={styles.anchor}>
      <button ref={button} id={`${id}button`} type="button" css={styles.button} aria-haspopup="menu" aria-expanded={open}
        aria-controls={focus ? `${id}menu` : undefined} aria-label={t('header.account', { name: profile.UserName })}
        title={nameShown ? undefined : profile.UserName} onClick={() => (open ? close(false) : show('first'))} onKeyDown={onKeyDown}>
        <Avatar name={profile.UserName} photo={profile.Photo} />
        {nameShown && <span>{profile.UserName}</span>}
      </button>
      {focus && <UserMenuList id={`${id}menu`} labelledBy={`${id}button`} open={open} focus={focus} button={button} onClose={close} />}
    </div>
  );
}
