import { lazy, Suspense, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField, RESERVED_HELPER_LINE } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { PRODUCT_NAME } from '../../reference/app';
import { useSessionStore } from '../../store/session';
import { signIn } from '../../data/auth/authApi';
import { errorMessage } from './errorMessage';
import { PasswordField } from './PasswordField';
import { loginSchema } from './schemas';

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
  const [signingIn, setSigningIn] = useState(false);
  const [signInError, setSignInError] = useState<string | null>(null);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Mounted from its first opening on, so it closes with its transition like any dialog.
  const [recoveryMounted, setRecoveryMounted] = useState(false);
  // Set by the auth flow when it ends a session itself, e.g. for a disabled account.
  const sessionError = useSessionStore((state) => state.authError);
  const setSessionError = useSessionStore((state) => state.setAuthError);

  const { control, register, handleSubmit, formState: { errors } } = useZodForm(loginSchema, {
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { ref: passwordRef, ...passwordField } = register('password');
  // Messages appear on blur, but the button follows every keystroke.
  const canSubmit = loginSchema.safeParse(useWatch({ control })).success;

  // A signed-in auth user still has to pass the account checks; the screen keeps loading until the guard
  // moves on, or stops when the auth flow rejects the account.
  useEffect(() => {
    if (sessionError) setSigningIn(false);
  }, [sessionError]);

  const submit = handleSubmit(async ({ email, password }) => {
    setSignInError(null);
    setSessionError(null);
    setSigningIn(true);
    try {
      await signIn(email, password);
    } catch (error) {
      setSignInError(errorMessage(error));
      setSigningIn(false);
    }
  });

  const shownError = signInError ?? sessionError;
  const dismissError = () => {
    setSignInError(null);
    setSessionError(null);
  };
  const openRecovery = () => {
    setRecoveryMounted(true);
    setRecoveryOpen(true);
  };

  return (
    <Grid container sx={{ justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Grid size={{ xs: 12, sm: 10, lg: 8, xl: 6 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="h4" component="h1" gutterBottom>
              {PRODUCT_NAME}
            </Typography>
            <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Login">
              {shownError ? (
                <Alert severity="error" onClose={dismissError}>
                  {shownError}
                </Alert>
              ) : null}
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" fullWidth />
              <PasswordField
                {...passwordField}
                inputRef={passwordRef}
                label="Password"
                autoComplete="current-password"
                fullWidth
                error={Boolean(errors.password)}
                helperText={errors.password?.message ?? RESERVED_HELPER_LINE}
              />
              <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={signingIn}>
                Login
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
                I forgot my password
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
