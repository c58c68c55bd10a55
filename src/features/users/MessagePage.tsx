import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export interface MessagePageProps {
  title: string;
  heading: string;
  message?: ReactNode;
  icon?: string;
  /** Where to go from here: [label, path] pairs, the first one emphasised. */
  links: [string, string][];
}

/** A page that explains why there is nothing to show here and where to go instead. */
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

/** The account is not linked to a company, so a manager has nobody to manage. */
export function NoCompanyPage({ title }: { title: string }) {
  return (
    <MessagePage
      title={title}
      icon="domain_disabled"
      heading="Your account is not linked to a dealer"
      message="Managers manage the users of their own company. Please contact your administrator."
      links={[['Dashboard', '/dashboard']]}
    />
  );
}
