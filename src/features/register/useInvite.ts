import { getCompany } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import type { Invite } from '../../types/domain';
import { getInvite } from '../../data/invitesApi';
import { isWellFormedInviteId } from '../../data/inviteId';

export type InviteState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'used' }
  | { status: 'error' }
  /** Signed in as an account that may not read the invite: another person's invitation, or none at all. */
  | { status: 'otherAccount' }
  | { status: 'ready'; invite: Invite; companyName: string };

type Read = Extract<InviteState, { status: 'invalid' | 'used' | 'ready' }>;

async function readInvite(id: string): Promise<Read> {
  const invite = await getInvite(id);
  if (!invite) return { status: 'invalid' };
  if (invite.used) return { status: 'used' };
  return { status: 'ready', invite, companyName: invite.companyName || (await companyNameOf(invite.company)) };
}

/**
 * The invite behind /register/:id with its company's name; `reload` reads it again (e.g. after signing out).
 * `signedIn` tells whether an account is signed in, to explain an invite the rules keep from it.
 */
export function useInvite(id: string | undefined, signedIn: () => boolean = () => false): { state: InviteState; reload: () => void } {
  const wellFormed = isWellFormedInviteId(id);
  const read = useServerRead(wellFormed ? `invite:${id}` : null, () => readInvite(id ?? ''), { label: 'invite' });
  if (!wellFormed) return { state: { status: 'invalid' }, reload: read.retry };
  // The rules show an invite to visitors who are not signed in and to the invited address's own account only:
  // signed out, a refusal means an unknown invite.
  if (read.status === 'missing') return { state: { status: signedIn() ? 'otherAccount' : 'invalid' }, reload: read.retry };
  if (read.status === 'error') return { state: { status: 'error' }, reload: read.retry };
  return { state: read.status === 'ready' ? read.value : { status: 'loading' }, reload: read.retry };
}

/**
 * Invites carry the company name because a visitor without an account may not read companies; an older invite
 * without it falls back to the company document, then to the id.
 */
async function companyNameOf(companyId: string): Promise<string> {
  try {
    return (await getCompany(companyId))?.name || companyId;
  } catch (error) {
    console.error('Unable to load the invited company', error);
    return companyId;
  }
}
