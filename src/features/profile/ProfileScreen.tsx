import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useSessionStore } from '../../store/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** /user: the signed-in user's own details and password. */
export default function ProfileScreen() {
  const user = useSessionStore((state) => state.currentUser);
  if (!user) return <LoadingState label="Loading your profile…" />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title="Profile" />
      <Card variant="outlined">
        <CardHeader title="Your Details" />
        <CardContent>
          {/* Keyed by id so a different signed-in user gets a fresh form. */}
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Change Password" />
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </Stack>
  );
}
