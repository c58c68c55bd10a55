import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { findAccountWithEmail, type AccountWithEmail } from '../../data/emailInUse';
import { createInvite, sendInviteMail } from '../../data/invitesApi';
import { displayNameOf } from '../../data/userDocument';
import { useNamespaces, useT } from '../../i18n/hooks';
import { Message } from '../../i18n/Message';
import { NoCompanyPage } from './NoCompanyPage';
import { useCompanies } from './useCompanies';
import { EMAIL_MAX_LENGTH, inviteSchema, type InviteInput, type InviteValues } from './userSchemas';
import { useUsersScope } from './usersScope';

/** What the success page is told by the form: whether the invitation mail went out. */
export interface InviteSuccessState {
  mailFailed: boolean;
}

/** What each role may do, as catalogue ids (the edit form says the same). */
export const MANAGER_ROLE_HINT = 'users.invite.managerHint';
export const ADMIN_ROLE_HINT = 'users.invite.adminHint';

/** The address already signs in to an account, of this {company}: an invitation could never be registered. */
export const EMAIL_IN_USE = 'users.invite.emailInUse';

/** An address already in use, and whose it is. */
interface InUse {
  email: string;
  account: AccountWithEmail;
  companyName: string;
}

/**
 * Invite User: email, names, company (admins choose it; managers invite to their own) and the roles the
 * inviter may grant (a manager never grants admin). Saves the invite, then sends the invitation mail; a mail
 * that fails leaves the invite in place, and the success page says so and offers to send it again.
 */
export default function InviteUserScreen() {
  useNamespaces('users');
  const t = useT();
  const scope = useUsersScope();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const isAdmin = scope.kind === 'admin';
  const companies = useCompanies(isAdmin);
  const companyOptions = useMemo(
    () => (companies.companies ?? []).map((company) => ({ value: company.id, label: company.name })),
    [companies.companies],
  );

  const [inUse, setInUse] = useState<InUse | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useZodForm(inviteSchema, {
    mode: 'onTouched',
    defaultValues: {
      email: '',
      firstname: '',
      lastname: '',
      company: isAdmin ? '' : (scope.companyId ?? ''),
      manager: false,
      admin: false,
    } satisfies InviteInput,
  });

  // The warning belongs to the address it was given for: it goes once the address is changed.
  const typedEmail = useWatch({ control, name: 'email' });
  const shownInUse = inUse && inUse.email === typedEmail.trim().toLowerCase() ? inUse : null;

  const viewer = scope.viewer;
  if (!viewer) return null;
  if (!isAdmin && !scope.companyId) return <NoCompanyPage title={t('app.title.inviteUser')} />;

  const nameOfCompany = (id: string) =>
    isAdmin ? (companies.companies?.find((company) => company.id === id)?.name ?? id) : scope.companyName || t('users.yourCompany');

  /**
   * Refuses an address that already has an account, naming its company. Admins see every company's users; a
   * manager sees their own company's (an account elsewhere is refused when it tries to register with the address).
   */
  async function refuseAddressInUse(email: string): Promise<boolean> {
    setInUse(null);
    let account: AccountWithEmail | null;
    try {
      account = await findAccountWithEmail(email, { company: isAdmin ? null : scope.companyId });
    } catch (error) {
      console.error('Unable to check whether the address has an account', error);
      enqueueSnackbar(t('users.invite.checkFailed'), { variant: 'error' });
      return true;
    }
    if (!account) return false;
    const companyName = nameOfCompany(account.company);
    setInUse({ email: email.trim().toLowerCase(), account, companyName });
    setError('email', { type: 'inUse', message: EMAIL_IN_USE }, { shouldFocus: true });
    return true;
  }

  async function submit(values: InviteValues) {
    if (!viewer) return;
    if (await refuseAddressInUse(values.email)) return;
    const companyId = isAdmin ? values.company : scope.companyId!;
    const companyName = isAdmin ? (companies.companies?.find((company) => company.id === companyId)?.name ?? '') : scope.companyName;
    let inviteId: string;
    try {
      const invite = await createInvite(
        {
          email: values.email,
          firstname: values.firstname,
          lastname: values.lastname,
          company: companyId,
          companyName,
          manager: values.manager,
          // A manager never grants admin, whatever the form holds.
          admin: isAdmin && values.admin,
        },
        { id: viewer.user.id, name: displayNameOf(viewer.user) },
      );
      inviteId = invite.id;
    } catch (error) {
      console.error('Unable to create the invite', error);
      enqueueSnackbar(t('users.invite.saveFailed'), { variant: 'error' });
      return;
    }
    let mailFailed = false;
    try {
      await sendInviteMail(inviteId);
      enqueueSnackbar(t('users.invites.mailSent', { email: values.email }), { variant: 'success' });
    } catch (error) {
      console.error(`Unable to send invite ${inviteId}`, error);
      mailFailed = true;
    }
    navigate(`${scope.base}/invite/success/${inviteId}`, { state: { mailFailed } satisfies InviteSuccessState });
  }

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader
        title={t('app.title.inviteUser')}
        subtitle={
          isAdmin ? t('users.invite.subtitleAdmin') : t('users.invite.subtitleManager', { company: scope.companyName || t('users.yourCompany') })
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('app.title.inviteUser')}>
          <Stack spacing={1}>
            <FormTextField
              control={control}
              name="email"
              label={t('users.invite.email')}
              type="email"
              required
              fullWidth
              autoComplete="off"
              messageValues={{ max: EMAIL_MAX_LENGTH, company: inUse?.companyName ?? '' }}
            />
            {shownInUse ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {shownInUse.account.name === shownInUse.email
                  ? t('users.invite.inUseAccount', { email: shownInUse.email, company: shownInUse.companyName })
                  : t('users.invite.inUseNamed', { email: shownInUse.email, name: shownInUse.account.name, company: shownInUse.companyName })}{' '}
                {isAdmin ? (
                  <Message
                    id="users.invite.moveHint"
                    values={{
                      link: (
                        <Link component={RouterLink} to={`${scope.base}/edit/${shownInUse.account.id}`} sx={{ color: 'inherit', fontWeight: 600 }}>
                          {t('users.invite.userPage')}
                        </Link>
                      ),
                    }}
                  />
                ) : null}
              </Alert>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="firstname" label={t('users.invite.firstname')} required fullWidth autoComplete="off" />
              <FormTextField control={control} name="lastname" label={t('users.invite.lastname')} required fullWidth autoComplete="off" />
            </Stack>
            {isAdmin ? (
              <>
                {companies.status === 'error' ? (
                  <LoadErrorAlert what={t('users.what.companies')} onRetry={companies.retry} />
                ) : null}
                <FormSelectField
                  control={control}
                  name="company"
                  label={t('users.invite.company')}
                  required
                  options={companyOptions}
                  disabled={companies.status !== 'ready'}
                  helperText={companies.status === 'loading' ? t('users.invite.loadingCompanies') : ' '}
                />
              </>
            ) : (
              <OutlinedTextField
                label={t('users.invite.company')}
                value={scope.companyName || scope.companyId || ''}
                fullWidth
                htmlInput={{ readOnly: true }}
                helperText={t('users.invite.ownCompany')}
              />
            )}
            <div>
              <FormCheckbox control={control} name="manager" label={t('users.invite.manager')} />
              <FormHelperText sx={{ mt: 0, ml: 4 }}>{t(MANAGER_ROLE_HINT)}</FormHelperText>
            </div>
            {isAdmin ? (
              <div>
                <FormCheckbox control={control} name="admin" label={t('users.invite.admin')} />
                <FormHelperText sx={{ mt: 0, ml: 4 }}>{t(ADMIN_ROLE_HINT)}</FormHelperText>
              </div>
            ) : null}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 2 }}>
              <Button component={RouterLink} to={scope.base}>
                {t('components.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('users.invite.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </Stack>
  );
}
