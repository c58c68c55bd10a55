/**
 * The tag of a file's ids, emails and names for this run: its start time, and random characters, so that files
 * started in the same millisecond beside each other still never share an account or a document.
 */
import { randomBytes } from 'node:crypto';

export function runTag(): string {
  return `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}
