import { Suspense } from 'react';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { User } from '../../types/domain';
import { AccountMenuList } from './lazyNavMenus';
import type { NavEntry } from './navModel';
import { useMenuAnchor } from './useMenuAnchor';

export interface AccountMenuProps {
  entry: NavEntry & { kind: 'menu' };
  user: User;
  onSignOut: () => void;
}

/** The Account menu behind the account icon; always in the bar, never moved into 'More'. */
export function AccountMenu({ entry, user, onSignOut }: AccountMenuProps) {
  const menu = useMenuAnchor();
  return (
    <>
      <Tooltip title={entry.label}>
        <IconButton color="inherit" aria-label={entry.label} {...menu.buttonProps} onClick={menu.openMenu}>
          <Icon>account_circle</Icon>
        </IconButton>
      </Tooltip>
      {menu.mounted ? (
        <Suspense fallback={null}>
          <AccountMenuList entry={entry} user={user} menuProps={menu.menuProps} onDone={menu.closeMenu} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </>
  );
}
