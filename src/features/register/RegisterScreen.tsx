import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../components/form/FormTextField';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { LoadingState } from '../../components/LoadingState';
import { getCompany } from '../../data/companiesApi';
import { consumeInvite } from '../../data/invitesApi';
import { useSessionStore } from '../../store/session';
import { PRODUCT_NAME } from '../../reference/app';
import { NEW_PASSWORD_HINT } from '../../reference/validation';
import type { Invite } from '../../types/domain';
import { createAccount, discardNewAccount, isSignedIn, signOutOtherAccount } from '../../data/auth/newAccountApi';
import { REGISTER_DEFAULTS, registerSchema, type RegisterValues } from './registerSchema';
import { RegistrationError, registerFromInvite } from './registration';
import { useInvite } from './useInvite';

const INVITE_PROBLEMS = {
  invalid: {
    title: 'This invitation link is not valid',
    text: 'Check that you opened the complete link from your invitation email, or ask your manager for a new invitation.',
  },
  used: {
    title: 'This invitation has already been used',
    text: 'An account was already created with this invitation. Sign in with its email address and password.',
  },
  error: {
    title: 'The invitation could not be loaded',
    text: 'Check your connection and reload the page.',
  },
  otherAccount: {
    title: 'You are signed in with another account',
    text: 'This invitation is not for the account signed in on this device, or it no longer exists. Sign out, and the invitation opens for its invited address.',
  },
} as const;

/** /register/:id — an invitee creates their account; no sign-in needed. */
export default function RegisterScreen() {
  const { id } = useParams();
  const { state: invite, reload } = useInvite(id, isSignedIn);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Create Your Account
          </Typography>
          {invite.status === 'loading' ? (
            <LoadingState label="Checking your invitation…" />
          ) : invite.status === 'ready' ? (
            <RegisterForm invite={invite.invite} companyName={invite.companyName} />
          ) : invite.status === 'otherAccount' ? (
            <OtherAccount onSignedOut={reload} />
          ) : (
            <InviteProblem {...INVITE_PROBLEMS[invite.status]} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function InviteProblem({ title, text }: { title: string; text: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {text}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        Go to Login
      </Button>
    </Stack>
  );
}

function OtherAccount({ onSignedOut }: { onSignedOut: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [signingOut, setSigningOut] = useState(false);
  const { title, text } = INVITE_PROBLEMS.otherAccount;

  async function signOutAndRetry() {
    setSigningOut(true);
    try {
      await signOutOtherAccount();
      onSignedOut();
    } catch (error) {
      console.error('Unable to sign out', error);
      enqueueSnackbar('You could not be signed out. Please try again.', { variant: 'error' });
      setSigningOut(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {text}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void signOutAndRetry()} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign Out'}
        </Button>
        <Button component={RouterLink} to="/dashboard">
          Go to Dashboard
        </Button>
      </Stack>
    </Stack>
  );
}

function RegisterForm({ invite, companyName }: { invite: Invite; companyName: string }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { setRegistering, setCurrentUser, setCompany, loadAddressBook } = useSessionStore.getState();
  const [failure, setFailure] = useState<{ message: string; emailInUse: boolean } | null>(null);
  const { control, handleSubmit, formState: { isSubmitting } } = useZodForm(registerSchema, {
    mode: 'onTouched',
    // The inviter typed the names; the invitee may correct them.
    defaultValues: { ...REGISTER_DEFAULTS, firstname: invite.firstname, lastname: invite.lastname },
  });

  async function submit(values: RegisterValues) {
    setFailure(null);
    try {
      await registerFromInvite(invite, values, {
        setRegistering,
        createAccount,
        discardNewAccount,
        consumeInvite,
        getCompany,
        setCurrentUser,
        setCompany,
        loadAddressBook,
      });
      enqueueSnackbar(`Welcome to the ${PRODUCT_NAME}! Your account is ready.`, { variant: 'success' });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // The form keeps every value the user typed, so they can correct and resubmit.
      setFailure(
        error instanceof RegistrationError
          ? { message: error.message, emailInUse: error.emailInUse }
          : { message: 'Your account could not be created. Please try again.', emailInUse: false },
      );
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Registration">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          You were invited to join <strong>{companyName}</strong> on the {PRODUCT_NAME}.
        </Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure.message}{' '}
            {failure.emailInUse && <RouterLink to="/login">Go to Login</RouterLink>}
          </Alert>
        )}
        <OutlinedTextField label="Email" value={invite.email} disabled fullWidth helperText="You will sign in with this address." />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstname" label="First Name" required fullWidth autoComplete="given-name" />
          <FormTextField control={control} name="lastname" label="Last Name" required fullWidth autoComplete="family-name" />
        </Stack>
        <FormTextField control={control} name="phone" label="Phone" type="tel" required fullWidth autoComplete="tel" />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          required
          fullWidth
          autoComplete="new-password"
          helperText={NEW_PASSWORD_HINT}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          required
          fullWidth
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create Account'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Already have an account? <RouterLink to="/login">Sign in</RouterLink>
        </Typography>
      </Stack>
    </Box>
  );
}
