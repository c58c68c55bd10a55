/**
 * The menus of the navigation bar, in a chunk of their own: the bar shows their buttons at once, and the menus
 * (MUI Menu with its popover and modal) load when a button is first pointed at, focused or pressed.
 */
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu, { type MenuProps } from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import type { User } from '../../types/domain';
import type { NavEntry, NavItem } from './navModel';
import { NavMenuItem } from './NavMenuItem';

/** What useMenuAnchor gives a menu: its id, anchor, open state and closing. */
type AnchoredMenuProps = Pick<MenuProps, 'id' | 'anchorEl' | 'open' | 'onClose' | 'slotProps'>;

interface ItemsProps {
  menuProps: AnchoredMenuProps;
  onDone: () => void;
  onSignOut: () => void;
}

/** A top-level entry's menu in the wide layout. */
export function EntryMenu({ items, menuProps, onDone, onSignOut }: ItemsProps & { items: readonly NavItem[] }) {
  return (
    <Menu {...menuProps}>
      {items.map((item) => (
        <NavMenuItem key={item.label} item={item} onDone={onDone} onSignOut={onSignOut} />
      ))}
    </Menu>
  );
}

/** The Account menu: who is signed in, then the account's items. */
export function AccountMenuList({ entry, user, menuProps, onDone, onSignOut }: ItemsProps & { entry: NavEntry & { kind: 'menu' }; user: User }) {
  const name = `${user.data.firstname} ${user.data.lastname}`.trim();
  return (
    <Menu {...menuProps} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Box key="who" sx={{ px: 2, py: 1 }}>
        {/* Plain text, not a heading: a menu may hold only its items, separators and groups (ARIA). */}
        <Typography variant="subtitle2" component="div">
          {name || user.data.email}
        </Typography>
        {name ? (
          <Typography variant="body2" component="div" color="text.secondary">
            {user.data.email}
          </Typography>
        ) : null}
      </Box>
      <Divider key="divider" />
      {entry.items.map((item) => (
        <NavMenuItem key={item.label} item={item} onDone={onDone} onSignOut={onSignOut} />
      ))}
    </Menu>
  );
}

/** The entries that do not fit the bar, each menu listed under its name as a group heading. */
export function MoreMenuList({ entries, menuProps, onDone, onSignOut }: ItemsProps & { entries: readonly NavEntry[] }) {
  // MUI Menu takes a flat list of children (no fragments); headings are skipped by keyboard navigation.
  const children: ReactElement[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      children.push(<NavMenuItem key={entry.id} item={entry.item} onDone={onDone} onSignOut={onSignOut} />);
      continue;
    }
    // role none: a menu holds only items, separators and groups; the heading is text between them.
    children.push(
      <ListSubheader key={`${entry.id}-heading`} role="none">
        {entry.label}
      </ListSubheader>,
    );
    for (const item of entry.items) {
      children.push(<NavMenuItem key={`${entry.id}-${item.label}`} item={item} onDone={onDone} onSignOut={onSignOut} inset />);
    }
  }
  return <Menu {...menuProps}>{children}</Menu>;
}
