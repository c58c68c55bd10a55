import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleLabels } from './usersScope';

/** Admin and Manager chips; plain users read 'User'. */
export function RoleChips({ admin, manager }: { admin: boolean; manager: boolean }) {
  const labels = roleLabels({ admin, manager });
  if (labels.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        User
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant={label === 'Admin' ? 'filled' : 'outlined'} />
      ))}
    </Stack>
  );
}

/** Active (green outline) or Disabled (grey). */
export function StatusChip({ active }: { active: boolean }) {
  return active ? <Chip label="Active" size="small" color="success" variant="outlined" /> : <Chip label="Disabled" size="small" />;
}
