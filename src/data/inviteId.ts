/**
 * Invite ids are Firestore document ids taken from the URL. Anything outside the id alphabet (auto ids are 20
 * letters and digits) is rejected before a read, which also keeps '.', '..' and '__x__' ids out of paths.
 */
export function isWellFormedInviteId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id) && !/^__.*__$/.test(id);
}
