import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import { useT } from '../../i18n/hooks';
import { MoreMenuList } from './lazyNavMenus';
import type { NavEntry } from './navModel';
import { useMenuAnchor } from './useMenuAnchor';

export interface MoreMenuProps {
  entries: readonly NavEntry[];
  onSignOut: () => void;
}

/** The entries that do not fit the bar, in one 'More' menu. */
export function MoreMenu({ entries, onSignOut }: MoreMenuProps) {
  const t = useT();
  const menu = useMenuAnchor();
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        onClick={menu.openMenu}
        endIcon={<Icon aria-hidden="true">more_horiz</Icon>}
        sx={{ flexShrink: 0 }}
      >
        {t('app.nav.more')}
      </Button>
      {menu.mounted ? (
        <Suspense fallback={null}>
          <MoreMenuList entries={entries} menuProps={menu.menuProps} onDone={menu.closeMenu} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </>
  );
}
