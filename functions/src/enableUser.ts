import { onCall } from 'firebase-functions/v2/https';
import { setAccountActive } from './accounts.js';

/**
 * ENABLEUSER {user}: re-enables a disabled account and marks the user active again.
 * Checked as DELETEUSER: admins anyone, managers only non-admin users of their own company, nobody themselves.
 */
export const ENABLEUSER = onCall((request) => setAccountActive(request, true));
