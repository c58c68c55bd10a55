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
import { formatDateTime } from '../../lib/dates';
import type { Invite } from '../../types/domain';
import type { InviteSuccessState } from './InviteUserScreen';
import { MessagePage } from '../../components/MessagePage';
import { canManageInvite } from './permissions';
import { useCopyInviteLink, useResendInvite } from './inviteActions';
import { fullName, roleLabels, useUsersScope } from './usersScope';

const TITLE = 'User Invited';

function rolesText(invite: Invite): string {
  const roles = roleLabels(invite);
  return roles.length === 0 ? 'a user' : `a ${roles.join(' and ').toLowerCase()}`;
}

/**
 * After an invite: who was invited, the registration link with a copy button, sending the mail again, and
 * the way back. When the mail failed (the form says so) or never went out, a warning says the link has to
 * reach the person another way or be sent again.
 */
export default function InviteSuccessScreen() {
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
    { label: 'the invite' },
  );
  // Read again after a re-send, the invitation stays on screen meanwhile.
  const shown = shownValue(state);
  const copyLink = useCopyInviteLink();
  const { resend, sending } = useResendInvite();
  const [resent, setResent] = useState(false);

  const backLinks: [string, string][] = [
    ['Back to Users', scope.base],
    ['Invite Another User', `${scope.base}/invite`],
  ];

  if (state.status === 'missing') {
    return (
      <MessagePage
        title={TITLE}
        heading="Invitation not found"
        message="There is no invitation at this address, it was revoked, or it is not one you manage."
        links={backLinks}
      />
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadErrorAlert what="invitation" onRetry={state.retry} />
      </>
    );
  }
  if (shown === undefined) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadingState label="Loading the invitation…" />
      </>
    );
  }

  const invite = shown;
  const link = registrationLink(invite.id);
  const name = fullName(invite);
  const notSent = !invite.used && !resent && (mailFailed || invite.lastSentDate === null);

  async function sendAgain() {
    if (await resend(invite)) {
      setResent(true);
      state.retry();
    }
  }

  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={TITLE} subtitle={invite.companyName || undefined} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="body1">
            <strong>{name || invite.email}</strong>
            {name ? ` (${invite.email})` : ''} is invited to {invite.companyName || 'the portal'} as {rolesText(invite)}.
          </Typography>
          {invite.used ? (
            <Alert severity="info">This invitation has been used: the account is registered.</Alert>
          ) : notSent ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" loading={sending === invite.id} onClick={() => void sendAgain()}>
                  Re-send
                </Button>
              }
            >
              The invitation was saved, but the email was not sent. Send it again, or copy the link below and share it
              yourself.
            </Alert>
          ) : (
            <Alert severity="success">
              An email with this link was sent to {invite.email}
              {invite.lastSentDate ? ` on ${formatDateTime(invite.lastSentDate)}` : ''}.
            </Alert>
          )}
          <OutlinedTextField
            label="Registration link"
            value={link}
            fullWidth
            htmlInput={{ readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() }}
            helperText="The link registers one account with this email address."
            endAdornment={
              <InputAdornment position="end">
                <Button size="small" startIcon={<Icon aria-hidden="true">content_copy</Icon>} onClick={() => void copyLink(invite.id)}>
                  Copy
                </Button>
              </InputAdornment>
            }
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            {!invite.used && !notSent ? (
              <Button loading={sending === invite.id} onClick={() => void sendAgain()}>
                Re-send Invitation
              </Button>
            ) : null}
            <Button component={RouterLink} to={`${scope.base}/invite`}>
              Invite Another User
            </Button>
            <Button variant="contained" component={RouterLink} to={scope.base}>
              Back to Users
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
