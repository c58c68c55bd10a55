import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export interface MessagePageProps {
  title: string;
  /** The sentence that explains the page, shown large. */
  heading: string;
  message?: ReactNode;
  icon?: string;
  /** Where to go from here: [label, path] pairs, the first one emphasised. */
  links: [string, string][];
}

/** A page that explains why there is nothing to show here (not found, not allowed yet) and where to go instead. */
export function MessagePage({ title, heading, message, icon = 'search_off', links }: MessagePageProps) {
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={title} />
      <EmptyState
        icon={icon}
        title={heading}
        message={message}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {links.map(([label, to], index) => (
              <Button key={to} component={RouterLink} to={to} variant={index === 0 ? 'contained' : 'text'}>
                {label}
              </Button>
            ))}
          </Stack>
        }
      />
    </Stack>
  );
}
