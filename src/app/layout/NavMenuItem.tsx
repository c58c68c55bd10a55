import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useT } from '../../i18n/hooks';
import type { NavItem } from './navModel';
import { visuallyHidden } from './visuallyHidden';

export interface NavMenuItemProps {
  item: NavItem;
  /** Closes the menu the item belongs to. */
  onDone: () => void;
  onSignOut: () => void;
  /** Indents items listed under a group heading (the 'More' menu). */
  inset?: boolean;
}

/** A navigation item inside a MUI Menu (keyboard navigation and focus come from MenuList). */
export function NavMenuItem({ item, onDone, onSignOut, inset = false }: NavMenuItemProps) {
  const t = useT();
  const sx = inset ? { pl: 4 } : undefined;
  switch (item.kind) {
    case 'route':
      return (
        <MenuItem component={RouterLink} to={item.to} onClick={onDone} sx={sx}>
          {item.label}
        </MenuItem>
      );
    case 'external':
      return (
        <MenuItem component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onDone} sx={sx}>
          <ListItemText>{item.label}</ListItemText>
          <Icon aria-hidden="true" fontSize="small" sx={{ ml: 2, color: 'text.secondary' }}>
            open_in_new
          </Icon>
          <Box component="span" sx={visuallyHidden}>
            {t('app.nav.opensInNewTab')}
          </Box>
        </MenuItem>
      );
    case 'mail':
      return (
        <MenuItem component="a" href={item.href} onClick={onDone} sx={sx}>
          <ListItemText>{item.label}</ListItemText>
          <Icon aria-hidden="true" fontSize="small" sx={{ ml: 2, color: 'text.secondary' }}>
            mail_outline
          </Icon>
        </MenuItem>
      );
    case 'signOut':
      return (
        <MenuItem
          onClick={() => {
            onDone();
            onSignOut();
          }}
          sx={sx}
        >
          {item.label}
        </MenuItem>
      );
  }
}
