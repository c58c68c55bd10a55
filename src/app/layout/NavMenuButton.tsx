import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import { useT } from '../../i18n/hooks';
import { EntryMenu } from './lazyNavMenus';
import type { NavEntry } from './navModel';
import { useMenuAnchor } from './useMenuAnchor';

export interface NavMenuButtonProps {
  entry: NavEntry;
  onSignOut: () => void;
}

/** A top-level entry of the wide layout: a button opening its menu, or a plain link. */
export function NavMenuButton({ entry, onSignOut }: NavMenuButtonProps) {
  if (entry.kind === 'link') return <NavLinkButton entry={entry} onSignOut={onSignOut} />;
  return <NavDropdown entry={entry} onSignOut={onSignOut} />;
}

function NavLinkButton({ entry, onSignOut }: { entry: NavEntry & { kind: 'link' }; onSignOut: () => void }) {
  const t = useT();
  const { item } = entry;
  switch (item.kind) {
    case 'external':
      return (
        <Button
          color="inherit"
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<Icon aria-hidden="true" fontSize="small">open_in_new</Icon>}
          sx={{ flexShrink: 0 }}
          aria-label={t('app.nav.externalLink', { label: entry.label })}
        >
          {entry.label}
        </Button>
      );
    case 'route':
      return (
        <Button color="inherit" component={RouterLink} to={item.to} sx={{ flexShrink: 0 }}>
          {entry.label}
        </Button>
      );
    case 'mail':
      return (
        <Button color="inherit" component="a" href={item.href} sx={{ flexShrink: 0 }}>
          {entry.label}
        </Button>
      );
    case 'signOut':
      return (
        <Button color="inherit" onClick={onSignOut} sx={{ flexShrink: 0 }}>
          {entry.label}
        </Button>
      );
  }
}

function NavDropdown({ entry, onSignOut }: { entry: NavEntry & { kind: 'menu' }; onSignOut: () => void }) {
  const menu = useMenuAnchor();
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        onClick={menu.openMenu}
        endIcon={<Icon aria-hidden="true">arrow_drop_down</Icon>}
        sx={{ flexShrink: 0 }}
      >
        {entry.label}
      </Button>
      {menu.mounted ? (
        <Suspense fallback={null}>
          <EntryMenu items={entry.items} menuProps={menu.menuProps} onDone={menu.closeMenu} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </>
  );
}
