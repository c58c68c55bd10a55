import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { shownValue, useServerRead } from '../../data/serverState/serverState';
import { displayNameOf, type StoredUser } from '../../data/userDocument';
import { getUser, updateUserAsAdmin, updateUserAsManager } from '../../data/usersApi';
import { useNamespaces, useT } from '../../i18n/hooks';
import { isPermissionDenied } from '../../lib/firebaseErrors';
import { useSessionStore } from '../../store/session';
import type { Company, User } from '../../types/domain';
import { ADMIN_ROLE_HINT, MANAGER_ROLE_HINT } from './InviteUserScreen';
import { MessagePage } from '../../components/MessagePage';
import {
  canChangeAdminRole,
  canChangeCompany,
  canDisableUser,
  canEditUser,
  canEnableUser,
  type Viewer,
} from './permissions';
import { RoleChips, StatusChip } from './RoleChips';
import { useAccountStatusAction } from './useAccountStatusAction';
import { useCompanies, type CompaniesState } from './useCompanies';
import { editUserSchema, type EditUserInput, type EditUserValues } from './userSchemas';
import { useUsersScope } from './usersScope';

/**
 * Edit User: names, phone and SMS opt-in, the manager role, and for admins the admin role and the company; the
 * email shows but does not change. Disable and (admins) Enable after a confirmation. A manager opening an admin,
 * a user of another company or themselves gets the same 'not found' page as for an unknown id.
 */
export default function EditUserScreen() {
  useNamespaces('users');
  const t = useT();
  const title = t('app.title.editUser');
  const { id = '' } = useParams();
  const scope = useUsersScope();
  const viewer = scope.viewer;
  const state = useServerRead(`user:${id}`, () => getUser(id), { label: 'user' });
  // Read again after a disable or enable, the user stays on screen meanwhile.
  const shown = shownValue(state);
  const companies = useCompanies(scope.kind === 'admin');
  const { request, dialog } = useAccountStatusAction(() => state.retry());

  if ((state.status === 'loading' && shown === undefined) || !viewer) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingState label={t('users.edit.loading')} />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageHeader title={title} />
        <LoadErrorAlert what={t('users.what.user')} onRetry={state.retry} />
      </>
    );
  }
  const user = shown ?? null;
  if (user && user.id === viewer.user.id && !canEditUser(viewer, user)) {
    return (
      <MessagePage
        title={title}
        icon="person"
        heading={t('users.edit.ownHeading')}
        message={t('users.edit.ownMessage')}
        links={[[t('users.edit.profile'), '/user'], [t('users.backToUsers'), scope.base]]}
      />
    );
  }
  if (!user || !canEditUser(viewer, user)) {
    return (
      <MessagePage
        title={title}
        heading={t('users.edit.notFoundHeading')}
        message={t('users.edit.notFoundMessage')}
        links={[[t('users.backToUsers'), scope.base]]}
      />
    );
  }

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={title} subtitle={displayNameOf(user)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <EditUserForm key={`${user.id}:${user.company}:${String(user.data.admin)}`} user={user} viewer={viewer} companies={companies} base={scope.base} />
        <Divider sx={{ my: 3 }} />
        <AccountStatus user={user} viewer={viewer} onAction={request} />
      </Paper>
      {dialog}
    </Stack>
  );
}

/** What the account's state means, and for a viewer who may not enable a disabled user, who may. */
function statusHint(user: StoredUser, canEnable: boolean): string {
  if (user.active) return 'users.edit.activeHint';
  if (canEnable) return 'users.edit.disabledHint';
  return user.disabledByAdmin ? 'users.edit.disabledByAdminHint' : 'users.edit.disabledAdminEnablesHint';
}

function AccountStatus({ user, viewer, onAction }: { user: StoredUser; viewer: Viewer; onAction: (user: User, action: 'disable' | 'enable') => void }) {
  const t = useT();
  const canDisable = canDisableUser(viewer, user);
  const canEnable = canEnableUser(viewer, user);
  return (
    <Box component="section" aria-labelledby="account-status-heading">
      <Typography id="account-status-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('users.edit.account')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusChip active={user.active} />
        <RoleChips admin={user.data.admin} manager={user.data.manager} />
        <Box sx={{ flexGrow: 1 }} />
        {canDisable ? (
          <Button color="error" variant="outlined" onClick={() => onAction(user, 'disable')}>
            {t('users.edit.disable')}
          </Button>
        ) : null}
        {canEnable ? (
          <Button variant="outlined" onClick={() => onAction(user, 'enable')}>
            {t('users.edit.enable')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(statusHint(user, canEnable))}
      </Typography>
    </Box>
  );
}

interface EditUserFormProps {
  user: User;
  viewer: Viewer;
  companies: CompaniesState;
  base: string;
}

function toInput(user: User): EditUserInput {
  return {
    firstname: user.data.firstname,
    lastname: user.data.lastname,
    phone: user.data.phone,
    sms: user.data.sms,
    manager: user.data.manager,
    admin: user.data.admin,
    company: user.company,
  };
}

function companyOptions(companies: Company[] | null, current: string) {
  const options = (companies ?? []).map((company) => ({ value: company.id, label: company.name }));
  // A company the list does not hold (removed, or not loaded) still shows as the user's.
  if (current && !options.some((option) => option.value === current)) options.unshift({ value: current, label: current });
  return options;
}

function EditUserForm({ user, viewer, companies, base }: EditUserFormProps) {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  const setCurrentUser = useSessionStore((state) => state.setCurrentUser);
  const adminRole = canChangeAdminRole(viewer, user);
  const companyChange = canChangeCompany(viewer);
  const options = useMemo(() => companyOptions(companies.companies, user.company), [companies.companies, user.company]);
  const { control, handleSubmit, reset, formState: { isSubmitting, isDirty } } = useZodForm(editUserSchema, {
    mode: 'onTouched',
    defaultValues: toInput(user),
  });

  async function save(values: EditUserValues) {
    const profile = { firstname: values.firstname, lastname: values.lastname, phone: values.phone, sms: values.sms, manager: values.manager };
    const admin = adminRole ? values.admin : user.data.admin;
    const company = companyChange ? values.company : user.company;
    try {
      if (viewer.kind === 'admin') await updateUserAsAdmin(user, { ...profile, admin, company });
      else await updateUserAsManager(user.id, profile);
      reset(values);
      if (user.id === viewer.user.id) {
        const latest = useSessionStore.getState().currentUser ?? user;
        setCurrentUser({ ...latest, company, data: { ...latest.data, ...profile, admin } });
      }
      enqueueSnackbar(t('users.edit.saved', { name: `${values.firstname} ${values.lastname}` }), { variant: 'success' });
    } catch (error) {
      console.error(`Unable to save user ${user.id}`, error);
      enqueueSnackbar(
        t(isPermissionDenied(error) ? 'users.edit.refused' : 'users.edit.saveFailed'),
        { variant: 'error' },
      );
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} aria-label={t('app.title.editUser')}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstname" label={t('users.edit.firstname')} required fullWidth autoComplete="off" />
          <FormTextField control={control} name="lastname" label={t('users.edit.lastname')} required fullWidth autoComplete="off" />
        </Stack>
        <OutlinedTextField
          label={t('users.edit.email')}
          value={user.data.email}
          fullWidth
          htmlInput={{ readOnly: true }}
          helperText={t('users.edit.emailFixed')}
        />
        <FormTextField control={control} name="phone" label={t('users.edit.phone')} type="tel" fullWidth autoComplete="off" />
        <div>
          <FormCheckbox control={control} name="sms" label={t('users.edit.sms')} />
          <FormHelperText sx={{ mt: 0, ml: 4 }}>{t('users.edit.smsHint')}</FormHelperText>
        </div>
        {companyChange ? (
          <FormSelectField
            control={control}
            name="company"
            label={t('users.edit.company')}
            required
            options={options}
            disabled={companies.status === 'loading'}
            helperText={companies.status === 'error' ? t('users.edit.companiesFailed') : ' '}
          />
        ) : null}
        <div>
          <FormCheckbox control={control} name="manager" label={t('users.edit.manager')} />
          <FormHelperText sx={{ mt: 0, ml: 4 }}>{t(MANAGER_ROLE_HINT)}</FormHelperText>
        </div>
        {viewer.kind === 'admin' ? (
          adminRole ? (
            <div>
              <FormCheckbox control={control} name="admin" label={t('users.edit.admin')} />
              <FormHelperText sx={{ mt: 0, ml: 4 }}>{t(ADMIN_ROLE_HINT)}</FormHelperText>
            </div>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('users.edit.ownAdminRole')}
            </Typography>
          )
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 2 }}>
          <Button component={RouterLink} to={base}>
            {t('users.backToUsers')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
            {t('users.edit.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
