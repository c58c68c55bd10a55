/**
 * The stack's time now, as Firestore gives it to a read. The functions judge dates by the same clock, so a test
 * dates what it seeds relative to the server's now (a send a minute ago, a delivery three days ago), never to its
 * own process's clock.
 */
import type { Firestore } from 'firebase-admin/firestore';

export async function serverNow(db: Firestore): Promise<number> {
  return (await db.collection('serverClock').doc('now').get()).readTime.toMillis();
}
