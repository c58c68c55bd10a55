/**
 * Reference values (statuses, types, categories, uses, ...) are stored as language-neutral codes. Screens show
 * them in the reader's language through the 'reference' message catalogue
 * (src/i18n/messages/<language>/reference.json), read by the functions of this folder. They take the message
 * reader (useT() in a component, translate() elsewhere), so the reference data stays free of React and of the
 * i18n runtime; the English labels beside the data (orderStatusLabel, ORDER_TYPE_LABELS, ...) remain what the
 * server, the seed data and the emails write.
 */

/** Reads a catalogue message in the active language: `t` of useT(), or translate(). */
export type ReadMessage = (id: string) => string;

/** A stored value in words: its message, or the value itself for a value the portal has no message for (older data). */
export function labelOf(messages: Readonly<Record<string, string>>, value: string, t: ReadMessage): string {
  return Object.hasOwn(messages, value) ? t(messages[value]) : value;
}
