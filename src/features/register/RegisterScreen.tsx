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
import { useLanguage, useNamespaces, useT } from '../../i18n/hooks';
import { Message } from '../../i18n/Message';
import { useSessionStore } from '../../store/session';
import { MIN_PASSWORD_LENGTH } from '../../reference/validation';
import type { Invite } from '../../types/domain';
import { createAccount, discardNewAccount, isSignedIn, signOutOtherAccount } from '../../data/auth/newAccountApi';
import { REGISTER_DEFAULTS, registerSchema, type RegisterValues } from './registerSchema';
import { REGISTRATION_FAILED, RegistrationError, registerFromInvite, type RegistrationProblem } from './registration';
import { useInvite } from './useInvite';

/** Why the invitation cannot be used here: catalogue ids of a title and its explanation. */
const INVITE_PROBLEMS = {
  invalid: { title: 'register.invalid.title', text: 'register.invalid.text' },
  used: { title: 'register.used.title', text: 'register.used.text' },
  error: { title: 'register.error.title', text: 'register.error.text' },
  otherAccount: { title: 'register.otherAccount.title', text: 'register.otherAccount.text' },
} as const;

/** /register/:id — an invitee creates their account; no sign-in needed. */
export default function RegisterScreen() {
  useNamespaces('register');
  const t = useT();
  const { id } = useParams();
  const { state: invite, reload } = useInvite(id, isSignedIn);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('register.title')}
          </Typography>
          {invite.status === 'loading' ? (
            <LoadingState label={t('register.checking')} />
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
  const t = useT();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        <Typography sx={{ fontWeight: 600 }}>{t(title)}</Typography>
        {t(text)}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('register.goToLogin')}
      </Button>
    </Stack>
  );
}

function OtherAccount({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useT();
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
      enqueueSnackbar(t('register.otherAccount.signOutFailed'), { variant: 'error' });
      setSigningOut(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        <Typography sx={{ fontWeight: 600 }}>{t(title)}</Typography>
        {t(text)}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => void signOutAndRetry()} disabled={signingOut}>
          {signingOut ? t('register.otherAccount.signingOut') : t('register.otherAccount.signOut')}
        </Button>
        <Button component={RouterLink} to="/dashboard">
          {t('register.goToDashboard')}
        </Button>
      </Stack>
    </Stack>
  );
}

function RegisterForm({ invite, companyName }: { invite: Invite; companyName: string }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { setRegistering, setCurrentUser, setCompany, loadAddressBook } = useSessionStore.getState();
  // The problem itself, worded when shown: a language change rewords an alert already on screen.
  const [failure, setFailure] = useState<{ problem: RegistrationProblem; emailInUse: boolean } | null>(null);
  const { control, handleSubmit, formState: { isSubmitting } } = useZodForm(registerSchema, {
    mode: 'onTouched',
    // The inviter typed the names; the invitee may correct them.
    defaultValues: { ...REGISTER_DEFAULTS, firstname: invite.firstname, lastname: invite.lastname },
  });

  async function submit(values: RegisterValues) {
    setFailure(null);
    try {
      // The account starts in the language the page is in.
      await registerFromInvite(invite, { ...values, language }, {
        setRegistering,
        createAccount,
        discardNewAccount,
        consumeInvite,
        getCompany,
        setCurrentUser,
        setCompany,
        loadAddressBook,
      });
      enqueueSnackbar(t('register.welcome', { product: t('app.productName') }), { variant: 'success' });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // The form keeps every value the user typed, so they can correct and resubmit.
      setFailure(
        error instanceof RegistrationError
          ? { problem: error.problem, emailInUse: error.emailInUse }
          : { problem: { id: REGISTRATION_FAILED }, emailInUse: false },
      );
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('register.form.label')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          <Message id="register.form.invited" values={{ company: <strong>{companyName}</strong>, product: t('app.productName') }} />
        </Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} closeText={t('components.close')}>
            {t(failure.problem.id, failure.problem.values)}{' '}
            {failure.emailInUse && <RouterLink to="/login">{t('register.goToLogin')}</RouterLink>}
          </Alert>
        )}
        <OutlinedTextField label={t('register.form.email')} value={invite.email} disabled fullWidth helperText={t('register.form.emailHint')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstname" label={t('register.form.firstname')} required fullWidth autoComplete="given-name" />
          <FormTextField control={control} name="lastname" label={t('register.form.lastname')} required fullWidth autoComplete="family-name" />
        </Stack>
        <FormTextField control={control} name="phone" label={t('register.form.phone')} type="tel" required fullWidth autoComplete="tel" />
        <FormTextField
          control={control}
          name="password"
          label={t('register.form.password')}
          type="password"
          required
          fullWidth
          autoComplete="new-password"
          helperText={t('register.form.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t('register.form.confirmPassword')}
          type="password"
          required
          fullWidth
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('register.form.submitting') : t('register.form.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          <Message id="register.form.haveAccount" values={{ signIn: <RouterLink to="/login">{t('register.form.signIn')}</RouterLink> }} />
        </Typography>
      </Stack>
    </Box>
  );
}
