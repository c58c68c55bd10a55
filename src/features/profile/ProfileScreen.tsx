import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useSessionStore } from '../../store/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LanguageChoice } from './LanguageChoice';
import { ProfileForm } from './ProfileForm';

/** /user: the signed-in user's own details, language and password. */
export default function ProfileScreen() {
  useNamespaces('profile');
  const t = useT();
  const user = useSessionStore((state) => state.currentUser);
  if (!user) return <LoadingState label={t('profile.loading')} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('app.title.profile')} />
      <Card variant="outlined">
        <CardHeader title={t('profile.details.title')} />
        <CardContent>
          {/* Keyed by id so a different signed-in user gets a fresh form. */}
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <LanguageChoice user={user} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={t('profile.password.title')} />
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </Stack>
  );
}
