import { useState, type FocusEvent } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { OutlinedTextField } from '../../components/form/OutlinedTextField';
import { getInvite, registrationLink } from '../../data/invitesApi';
import { shownValue, useServerRead } from '../../data/serverState/serverState';
import { useNamespaces, useT } from '../../i18n/hooks';
import { Message } from '../../i18n/Message';
import { useFormat } from '../../i18n/useFormat';
import type { InviteSuccessState } from './InviteUserScreen';
import { MessagePage } from '../../components/MessagePage';
import { canManageInvite } from './permissions';
import { useCopyInviteLink, useResendInvite } from './inviteActions';
import { fullName, rolesKey, useUsersScope } from './usersScope';

/**
 * After an invite: who was invited, the registration link with a copy button, sending the mail again, and
 * the way back. When the mail failed (the form says so) or never went out, a warning says the link has to
 * reach the person another way or be sent again.
 */
export default function InviteSuccessScreen() {
  useNamespaces('users');
  const t = useT();
  const format = useFormat();
  const title = t('app.title.userInvited');
  const { id = '' } = useParams();
  const scope = useUsersScope();
  const location = useLocation();
  const mailFailed = (location.state as Partial<InviteSuccessState> | null)?.mailFailed === true;
  const viewer = scope.viewer;
  const state = useServerRead(
    viewer ? `invite:${id}` : null,
    async () => {
      const invite = await getInvite(id);
      // The link's id is readable by anyone who has it; the screen shows only invites in the viewer's reach.
      return invite && viewer && canManageInvite(viewer, invite) ? invite : null;
    },
    { label: 'invite' },
  );
  // Read again after a re-send, the invitation stays on screen meanwhile.
  const shown = shownValue(state);
  const copyLink = useCopyInviteLink();
  const { resend, sending } = useResendInvite();
  const [resent, setResent] = useState(false);

  const backLinks: [string, string][] = [
    [t('users.backToUsers'), scope.base],
    [t('users.inviteAnother'), `${scope.base}/invite`],
  ];

  if (state.status === 'missing') {
    return (
      <MessagePage
        title={title}
        heading={t('users.invited.notFoundHeading')}
        message={t('users.invited.notFoundMessage')}
        links={backLinks}
      />
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageHeader title={title} />
        <LoadErrorAlert what={t('users.what.invitation')} onRetry={state.retry} />
      </>
    );
  }
  if (shown === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingState label={t('users.invited.loading')} />
      </>
    );
  }

  const invite = shown;
  const link = registrationLink(invite.id);
  const name = fullName(invite);
  const company = invite.companyName || t('users.invited.thePortal');
  const roles = rolesKey(invite);
  const notSent = !invite.used && !resent && (mailFailed || invite.lastSentDate === null);

  async function sendAgain() {
    if (await resend(invite)) {
      setResent(true);
      state.retry();
    }
  }

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={title} subtitle={invite.companyName || undefined} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="body1">
            {name ? (
              <Message id="users.invited.named" values={{ name: <strong>{name}</strong>, email: invite.email, company, roles }} />
            ) : (
              <Message id="users.invited.unnamed" values={{ email: <strong>{invite.email}</strong>, company, roles }} />
            )}
          </Typography>
          {invite.used ? (
            <Alert severity="info">{t('users.invited.used')}</Alert>
          ) : notSent ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" loading={sending === invite.id} onClick={() => void sendAgain()}>
                  {t('users.invites.resend')}
                </Button>
              }
            >
              {t('users.invited.notSent')}
            </Alert>
          ) : (
            <Alert severity="success">
              {invite.lastSentDate
                ? t('users.invited.sentOn', { email: invite.email, date: format.dateTime(invite.lastSentDate) })
                : t('users.invited.sent', { email: invite.email })}
            </Alert>
          )}
          <OutlinedTextField
            label={t('users.invited.link')}
            value={link}
            fullWidth
            htmlInput={{ readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() }}
            helperText={t('users.invited.linkHint')}
            endAdornment={
              <InputAdornment position="end">
                <Button size="small" startIcon={<Icon aria-hidden="true">content_copy</Icon>} onClick={() => void copyLink(invite.id)}>
                  {t('users.invited.copy')}
                </Button>
              </InputAdornment>
            }
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            {!invite.used && !notSent ? (
              <Button loading={sending === invite.id} onClick={() => void sendAgain()}>
                {t('users.invited.resend')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={`${scope.base}/invite`}>
              {t('users.inviteAnother')}
            </Button>
            <Button variant="contained" component={RouterLink} to={scope.base}>
              {t('users.backToUsers')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
