import { NOTIFICATIONS_SHOWN } from '../../data/notifications/feedLimit';

/** Said wherever the list stops at the newest NOTIFICATIONS_SHOWN while older ones wait. */
export const OLDER_NOTIFICATIONS_WAIT = `Showing your ${NOTIFICATIONS_SHOWN} newest notifications. Mark some as read to see older ones.`;
