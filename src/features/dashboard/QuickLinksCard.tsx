import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Icon from '@mui/material/Icon';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useT } from '../../i18n/hooks';
import type { QuickLink } from './quickLinks';

export function QuickLinksCard({ links }: { links: readonly QuickLink[] }) {
  const t = useT();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={t('dashboard.quickLinks.title')} />
      <List component="nav" aria-label={t('dashboard.quickLinks.label')}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to}>
            <ListItemIcon>
              <Icon color="primary">{link.icon}</Icon>
            </ListItemIcon>
            <ListItemText primary={t(link.label)} secondary={t(link.description)} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}
