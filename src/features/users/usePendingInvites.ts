import { useMemo } from 'react';
import { subscribeToPendingInvites, type PendingInvitesScope } from '../../data/invitesApi';
import { useServerWholeList, type WholeListSource } from '../../data/serverList';
import type { Invite } from '../../types/domain';
import { canManageInvite, type Viewer } from './permissions';

/** The query and who looks: what the viewer may not manage never shows, whatever the query returns. */
interface InvitesQuery {
  scope: PendingInvitesScope;
  viewer: { id: string; kind: Viewer['kind'] };
}

/**
 * Unused invites in scope, live, newest first, a page at a time (they are few: read whole, paged here); a null
 * scope lists nothing.
 */
export function usePendingInvites(scope: PendingInvitesScope | null, viewer: Viewer, paging: { pageSize: number; pageIndex: number }) {
  const source = useMemo<WholeListSource<InvitesQuery, Invite>>(
    () => ({
      name: 'pending-invites',
      subscribe: (query, onChange, onError) =>
        // Defence in depth: the query is scoped already.
        subscribeToPendingInvites(query.scope, (invites) => onChange(invites.filter((invite) => canManageInvite(viewer, invite))), onError),
    }),
    [viewer],
  );
  const query = scope === null ? null : { scope: { company: scope.company, includeAdminInvites: scope.includeAdminInvites }, viewer: { id: viewer.user.id, kind: viewer.kind } };
  return useServerWholeList(source, query, paging);
}
