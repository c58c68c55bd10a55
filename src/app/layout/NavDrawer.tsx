import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Icon from '@mui/material/Icon';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useT } from '../../i18n/hooks';
import type { NavEntry, NavItem } from './navModel';
import { DASHBOARD_PATH } from './navModel';
import { visuallyHidden } from './visuallyHidden';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  entries: readonly NavEntry[];
  onSignOut: () => void;
}

/** The compact (mobile) navigation: every entry of the bar as a grouped list in a drawer. */
export function NavDrawer({ open, onClose, entries, onSignOut }: NavDrawerProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box component="nav" aria-labelledby={titleId} sx={{ width: 280 }}>
        <Box id={titleId} component="h2" sx={visuallyHidden}>
          {t('app.nav.drawerTitle')}
        </Box>
        <List dense>
          <DrawerItem item={{ kind: 'route', label: t('app.nav.dashboard'), to: DASHBOARD_PATH }} onDone={onClose} onSignOut={onSignOut} />
        </List>
        {entries.map((entry) => (
          <Fragment key={entry.id}>
            <Divider />
            {entry.kind === 'link' ? (
              <List dense>
                <DrawerItem item={entry.item} onDone={onClose} onSignOut={onSignOut} />
              </List>
            ) : (
              <List dense subheader={<ListSubheader component="div">{entry.label}</ListSubheader>}>
                {entry.items.map((item) => (
                  <DrawerItem key={item.label} item={item} onDone={onClose} onSignOut={onSignOut} />
                ))}
              </List>
            )}
          </Fragment>
        ))}
      </Box>
    </Drawer>
  );
}

function DrawerItem({ item, onDone, onSignOut }: { item: NavItem; onDone: () => void; onSignOut: () => void }) {
  const t = useT();
  switch (item.kind) {
    case 'route':
      return (
        <ListItemButton component={RouterLink} to={item.to} onClick={onDone}>
          <ListItemText primary={item.label} />
        </ListItemButton>
      );
    case 'external':
      return (
        <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
          <ListItemText primary={item.label} />
          <Icon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }}>
            open_in_new
          </Icon>
          <Box component="span" sx={visuallyHidden}>
            {t('app.nav.opensInNewTab')}
          </Box>
        </ListItemButton>
      );
    case 'mail':
      return (
        <ListItemButton component="a" href={item.href} onClick={onDone}>
          <ListItemText primary={item.label} />
        </ListItemButton>
      );
    case 'signOut':
      return (
        <ListItemButton
          onClick={() => {
            onDone();
            onSignOut();
          }}
        >
          <ListItemText primary={item.label} />
        </ListItemButton>
      );
  }
}
