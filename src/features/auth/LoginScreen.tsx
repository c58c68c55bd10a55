import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../reference/app';
import { useSessionStore } from '../../store/session';
import { signIn } from './authApi';
import { errorMessage } from './errorMessage';
import { PasswordField } from './PasswordField';
import { RecoverPasswordDialog } from './RecoverPasswordDialog';
import { loginSchema, type LoginValues } from './schemas';

/** /login (spec sections 2, 4, 5, 8). Where a signed-in user goes next is the route guard's decision. */
export default function LoginScreen() {
  const [signingIn, setSigningIn] = useState(false);
  const [signInError, setSignInError] = useState<string | null>(null);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Set by the auth flow when it ends a session itself, e.g. for a disabled account.
  const sessionError = useSessionStore((state) => state.authError);
  const setSessionError = useSessionStore((state) => state.setAuthError);

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { ref: emailRef, ...emailField } = register('email');
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
              <TextField
                {...emailField}
                inputRef={emailRef}
                label="Email"
                type="email"
                autoComplete="username"
                fullWidth
                error={Boolean(errors.email)}
                helperText={errors.email?.message}
              />
              <PasswordField
                {...passwordField}
                inputRef={passwordRef}
                label="Password"
                autoComplete="current-password"
                fullWidth
                error={Boolean(errors.password)}
                helperText={errors.password?.message}
              />
              <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={signingIn}>
                Login
              </Button>
              <Link component="button" type="button" variant="body2" onClick={() => setRecoveryOpen(true)} sx={{ alignSelf: 'flex-start' }}>
                I forgot my password
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <RecoverPasswordDialog open={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
    </Grid>
  );
}
