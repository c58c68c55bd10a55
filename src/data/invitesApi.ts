/**
 * Data access for the `invites` collection: the only module that talks to Firestore about invites. Registration
 * consumes an invite here too, because the user document and the used invite are written in one batch that the
 * security rules check together.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { writeAdminEntry } from './adminsApi';
import { callFunction } from '../lib/firebase/functions';
import { isWellFormedInviteId } from './inviteId';
import type { Invite, User } from '../types/domain';

const COLLECTION = 'invites';

export interface InviteInput {
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  companyName: string;
  admin: boolean;
  manager: boolean;
}

export interface Inviter {
  id: string;
  name: string;
}

export interface PendingInvitesScope {
  /** Only this company's invites; null for every company (admins). */
  company: string | null;
  /** False for managers: their query must say admin == false, or the rules refuse it. */
  includeAdminInvites: boolean;
}

/** The invite behind a registration link; null when the id is malformed, unknown or the document is unusable. */
export async function getInvite(id: string): Promise<Invite | null> {
  if (!isWellFormedInviteId(id)) return null;
  const snapshot = await getDoc(doc(db, COLLECTION, id));
  if (!snapshot.exists()) return null;
  return toInvite(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));
}

/**
 * Writes a new, unused invite under an unguessable auto id (the id is the secret of the registration link). The
 * email is stored lower-case. No mail goes out here: sendInviteMail does that.
 */
export async function createInvite(input: InviteInput, inviter: Inviter): Promise<Invite> {
  const ref = doc(collection(db, COLLECTION));
  const fields = {
    id: ref.id,
    email: input.email.trim().toLowerCase(),
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: input.company,
    companyName: input.companyName,
    admin: input.admin,
    manager: input.manager,
    used: false,
    usedBy: null,
    usedDate: null,
    createdBy: inviter.id,
    createdByName: inviter.name,
    lastSentDate: null,
  };
  await setDoc(ref, { ...fields, createdDate: serverTimestamp() });
  return { ...fields, createdDate: Timestamp.now() };
}

/**
 * SENDMAIL refused the mail for a reason the inviter can act on: it went out minutes ago (the message says when it
 * can go again), the invite was used meanwhile, or it cannot be mailed as stored. The message is the server's.
 */
export class InviteMailRefused extends Error {
  /** `cause`: the callable's error, whose details carry the refusal for the screen to word (serverRefusalText). */
  constructor(
    message: string,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'InviteMailRefused';
  }
}

const REFUSALS = new Set(['functions/resource-exhausted', 'functions/failed-precondition']);

/**
 * Sends (or re-sends) the invitation mail; the server builds it from the invite and records when it went out. At
 * most once in five minutes per invite: sooner, it throws InviteMailRefused.
 */
export async function sendInviteMail(inviteId: string): Promise<void> {
  try {
    await callFunction<{ invite: string }, { id: string }>('SENDMAIL', { invite: inviteId });
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && REFUSALS.has(code) && typeof message === 'string') {
      // The SDK appends the HTTP status (' [429]') to the server's sentence.
      throw new InviteMailRefused(message.replace(/ \[\d{3}\]$/, ''), code, { cause: error });
    }
    throw error;
  }
}

/**
 * Unused invites in scope, newest first, live. Equality filters only (no composite index needed); pending invites
 * are few, so they are ordered here.
 */
export function subscribeToPendingInvites(
  scope: PendingInvitesScope,
  onChange: (invites: Invite[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const constraints: QueryConstraint[] = [where('used', '==', false)];
  if (scope.company !== null) constraints.push(where('company', '==', scope.company));
  if (!scope.includeAdminInvites) constraints.push(where('admin', '==', false));
  // A first answer from the local cache holds only invites seen before (and would show a manager a list the
  // server then refuses): wait for the server's.
  let fromServer = false;
  return onSnapshot(
    query(collection(db, COLLECTION), ...constraints),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (snapshot.metadata.fromCache && !fromServer) return;
      fromServer = true;
      const invites = snapshot.docs
        .map((entry) => toInvite(entry.id, entry.data({ serverTimestamps: 'estimate' })))
        .filter((invite): invite is Invite => invite !== null)
        .sort((a, b) => b.createdDate.toMillis() - a.createdDate.toMillis() || a.id.localeCompare(b.id));
      onChange(invites);
    },
    onError,
  );
}

/** Revokes an unused invite: its link stops working. */
export async function revokeInvite(id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTION, id));
}

/**
 * Registration's one write: the user document (as built from the invite), the invite marked used by that
 * user and, for an admin invite, the admins directory entry, in one batch. Either both are written or neither, so an invite is never used twice and no account
 * document exists without its used invite.
 */
export async function consumeInvite(invite: Invite, user: User): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'users', user.id), userDocument(user));
  batch.update(doc(db, COLLECTION, invite.id), { used: true, usedBy: user.id, usedDate: serverTimestamp() });
  if (user.data.admin) writeAdminEntry(batch, user.id, true);
  await batch.commit();
}

/** The registration link of an invite. */
export function registrationLink(inviteId: string, origin?: string): string {
  return `${origin ?? window.location.origin}/register/${inviteId}`;
}

function userDocument(user: User): DocumentData {
  return {
    id: user.id,
    company: user.company,
    active: user.active,
    data: { ...user.data },
    ...(user.invite !== undefined ? { invite: user.invite } : {}),
  };
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asTimestamp(value: unknown): Timestamp | null {
  return value instanceof Timestamp ? value : null;
}

function toInvite(id: string, raw: Record<string, unknown>): Invite | null {
  if (typeof raw.email !== 'string' || raw.email === '' || typeof raw.company !== 'string' || raw.company === '') {
    return null;
  }
  return {
    id,
    email: raw.email,
    firstname: asString(raw.firstname),
    lastname: asString(raw.lastname),
    company: raw.company,
    companyName: asString(raw.companyName),
    admin: raw.admin === true,
    manager: raw.manager === true,
    used: raw.used === true,
    usedBy: typeof raw.usedBy === 'string' ? raw.usedBy : null,
    usedDate: asTimestamp(raw.usedDate),
    createdBy: asString(raw.createdBy),
    createdByName: asString(raw.createdByName),
    createdDate: asTimestamp(raw.createdDate) ?? Timestamp.fromMillis(0),
    lastSentDate: asTimestamp(raw.lastSentDate),
  };
}
