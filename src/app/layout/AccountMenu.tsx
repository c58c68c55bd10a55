import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { User } from '../../types/domain';
import type { NavEntry } from './navModel';
import { NavMenuItem } from './NavMenuItem';
import { useMenuAnchor } from './useMenuAnchor';

export interface AccountMenuProps {
  entry: NavEntry & { kind: 'menu' };
  user: User;
  onSignOut: () => void;
}

/** The Account menu behind the account icon; always in the bar, never moved into 'More'. */
export function AccountMenu({ entry, user, onSignOut }: AccountMenuProps) {
  const menu = useMenuAnchor();
  const name = `${user.data.firstname} ${user.data.lastname}`.trim();
  return (
    <>
      <Tooltip title={entry.label}>
        <IconButton color="inherit" aria-label={entry.label} {...menu.buttonProps} onClick={menu.openMenu}>
          <Icon>account_circle</Icon>
        </IconButton>
      </Tooltip>
      <Menu {...menu.menuProps} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
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
          <NavMenuItem key={item.label} item={item} onDone={menu.closeMenu} onSignOut={onSignOut} />
        ))}
      </Menu>
    </>
  );
}
