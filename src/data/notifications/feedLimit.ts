/**
 * How many of a user's notifications the portal shows at once: the newest. The listener reads one more, so the
 * screens can say that older ones wait; however many somebody is sent, no screen loads more than this.
 */
export const NOTIFICATIONS_SHOWN = 50;

/** What the listener reads: the shown ones and one more. */
export const NOTIFICATIONS_READ = NOTIFICATIONS_SHOWN + 1;
