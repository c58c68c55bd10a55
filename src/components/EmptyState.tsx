import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** Material icon ligature name, e.g. 'inbox'. */
  icon?: string;
  /** Optional call to action, e.g. a button. */
  action?: ReactNode;
}

export function EmptyState({ title, message, icon = 'inbox', action }: EmptyStateProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, py: 6, px: 2 }}>
      <Icon aria-hidden="true" color="disabled" sx={{ fontSize: 48 }}>
        {icon}
      </Icon>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {message ? (
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
