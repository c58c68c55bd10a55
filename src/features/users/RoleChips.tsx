import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';
import { ADMIN_ROLE, roleLabels } from './usersScope';

/** Admin and Manager chips; plain users read 'User'. */
export function RoleChips({ admin, manager }: { admin: boolean; manager: boolean }) {
  const t = useT();
  const labels = roleLabels({ admin, manager });
  if (labels.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('users.role.user')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {labels.map((label) => (
        <Chip key={label} label={t(label)} size="small" variant={label === ADMIN_ROLE ? 'filled' : 'outlined'} />
      ))}
    </Stack>
  );
}

/** Active (green outline) or Disabled (grey). */
export function StatusChip({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <Chip label={t('users.status.active')} size="small" color="success" variant="outlined" />
  ) : (
    <Chip label={t('users.status.disabled')} size="small" />
  );
}
