import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import type { ReactElement } from 'react';
import type { NavEntry } from './navModel';
import { NavMenuItem } from './NavMenuItem';
import { useMenuAnchor } from './useMenuAnchor';

export interface MoreMenuProps {
  entries: readonly NavEntry[];
  onSignOut: () => void;
}

/** The entries that do not fit the bar, each menu listed under its name as a group heading. */
export function MoreMenu({ entries, onSignOut }: MoreMenuProps) {
  const menu = useMenuAnchor();
  // MUI Menu takes a flat list of children (no fragments); headings are skipped by keyboard navigation.
  const children: ReactElement[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      children.push(<NavMenuItem key={entry.id} item={entry.item} onDone={menu.closeMenu} onSignOut={onSignOut} />);
      continue;
    }
    // role none: a menu holds only items, separators and groups; the heading is text between them.
    children.push(
      <ListSubheader key={`${entry.id}-heading`} role="none">
        {entry.label}
      </ListSubheader>,
    );
    for (const item of entry.items) {
      children.push(
        <NavMenuItem key={`${entry.id}-${item.label}`} item={item} onDone={menu.closeMenu} onSignOut={onSignOut} inset />,
      );
    }
  }

  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        onClick={menu.openMenu}
        endIcon={<Icon aria-hidden="true">more_horiz</Icon>}
        sx={{ flexShrink: 0 }}
      >
        More
      </Button>
      <Menu {...menu.menuProps}>{children}</Menu>
    </>
  );
}
