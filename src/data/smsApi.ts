/** Text messages go through the SENDSMS callable, one call per recipient. */
import { callFunction } from '../lib/firebase/functions';

/** One text message's recipient: the user and the phone it goes to. */
export interface SmsTarget {
  userId: string;
  phone: string;
}

export interface SmsOutcome {
  sent: number;
  failed: number;
}

export async function sendSms(targets: readonly SmsTarget[], text: string): Promise<SmsOutcome> {
  const results = await Promise.allSettled(
    targets.map((target) => callFunction<{ to: string; text: string }, unknown>('SENDSMS', { to: target.phone, text })),
  );
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  for (const failure of failures) console.error('Unable to send a text message', failure.reason);
  return { sent: results.length - failures.length, failed: failures.length };
}
