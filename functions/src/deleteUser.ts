import { onCall } from 'firebase-functions/v2/https';
import { setAccountActive } from './accounts.js';

/**
 * DELETEUSER {user}: disables the account and marks the user inactive (kept for order history).
 * Admins may disable anyone; managers only non-admin users of their own company; nobody themselves.
 */
export const DELETEUSER = onCall((request) => setAccountActive(request, false));
