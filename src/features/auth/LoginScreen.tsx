import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useT } from '../../i18n/hooks';
import { useSessionStore } from '../../store/session';
import { signIn } from '../../data/auth/authApi';
import { signInErrorText } from './errorMessage';
import { LanguageSwitch } from './LanguageSwitch';
import { PasswordField } from './PasswordField';
import { loginSchema } from './schemas';
import { RESERVED_HELPER_LINE } from './reservedHelperLine';
import { useBlurValidatedForm } from './useBlurValidatedForm';

// The recovery dialog loads on demand (or when the pointer or focus reaches its link), so the login screen's
// first load does not carry it: most visits never open it.
const loadRecoverPasswordDialog = () => import('./RecoverPasswordDialog');
const RecoverPasswordDialog = lazy(() =>
  loadRecoverPasswordDialog().then((module) => ({ default: module.RecoverPasswordDialog })),
);
const preloadRecoverPasswordDialog = () => {
  // A failed early load is reported when the dialog itself loads, through the screen's error boundary.
  loadRecoverPasswordDialog().catch(() => undefined);
};

/** /login (spec sections 2, 4, 5, 8). Where a signed-in user goes next is the route guard's decision. */
export default function LoginScreen() {
  const t = useT();
  const [signingIn, setSigningIn] = useState(false);
  // The failure itself, worded when shown: a language switch rewords an alert already on screen.
  const [signInFailure, setSignInFailure] = useState<{ error: unknown } | null>(null);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Mounted from its first opening on, so it closes with its transition like any dialog.
  const [recoveryMounted, setRecoveryMounted] = useState(false);
  // Set by the auth flow when it ends a session itself, e.g. for a disabled account (a catalogue id).
  const sessionError = useSessionStore((state) => state.authError);
  const setSessionError = useSessionStore((state) => state.setAuthError);

  // Messages appear on blur, but the button follows every keystroke.
  const form = useBlurValidatedForm(loginSchema, { email: '', password: '' });

  // A signed-in auth user still has to pass the account checks; the screen keeps loading until the guard
  // moves on, or stops when the auth flow rejects the account.
  useEffect(() => {
    if (sessionError) setSigningIn(false);
  }, [sessionError]);

  const submit = form.submit(async ({ email, password }) => {
    setSignInFailure(null);
    setSessionError(null);
    setSigningIn(true);
    try {
      await signIn(email, password);
    } catch (error) {
      setSignInFailure({ error });
      setSigningIn(false);
    }
  });

  const shownError = signInFailure ? signInErrorText(t, signInFailure.error) : sessionError ? t(sessionError) : null;
  const dismissError = () => {
    setSignInFailure(null);
    setSessionError(null);
  };
  const openRecovery = () => {
    setRecoveryMounted(true);
    setRecoveryOpen(true);
  };
  // Validation messages are catalogue ids (see schemas.ts).
  const fieldProps = (name: 'email' | 'password') => {
    const message = form.message(name);
    return { ...form.field(name), error: Boolean(message), helperText: message ? t(message) : RESERVED_HELPER_LINE };
  };

  return (
    <Grid container sx={{ justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Grid size={{ xs: 12, sm: 10, lg: 8, xl: 6 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" gutterBottom>
                {t('app.productName')}
              </Typography>
              <LanguageSwitch />
            </Stack>
            <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('auth.login.form')}>
              {shownError ? (
                <Alert severity="error" onClose={dismissError} closeText={t('components.close')}>
                  {shownError}
                </Alert>
              ) : null}
              <OutlinedTextField {...fieldProps('email')} label={t('auth.login.email')} type="email" autoComplete="username" fullWidth />
              <PasswordField {...fieldProps('password')} label={t('auth.login.password')} autoComplete="current-password" fullWidth />
              <Button type="submit" variant="contained" size="large" disabled={!form.valid} loading={signingIn}>
                {t('auth.login.submit')}
              </Button>
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={openRecovery}
                onPointerEnter={preloadRecoverPasswordDialog}
                onFocus={preloadRecoverPasswordDialog}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('auth.login.forgotPassword')}
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      {recoveryMounted ? (
        <Suspense fallback={null}>
          <RecoverPasswordDialog open={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      ) : null}
    </Grid>
  );
}
