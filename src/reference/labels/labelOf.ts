/**
 * Reference values (statuses, types, categories, uses, ...) are stored as language-neutral codes. Screens show
 * them in the reader's language through the 'reference' message catalogue
 * (src/i18n/messages/<language>/reference.json), read by the functions of this folder. They take the message
 * reader (useT() in a component, translate() elsewhere), so the reference data stays free of React and of the
 * i18n runtime. Screens take only codes from the reference data, and their words from here (so do the mails, in
 * their recipient's language); the English beside the data (orderStatusLabel) is for developers' messages of
 * refused status changes and reads as this catalogue's English (labels.test.ts).
 */

/** Reads a catalogue message in the active language: `t` of useT(), or translate(). */
export type ReadMessage = (id: string) => string;

/** A stored value in words: its message, or the value itself for a value the portal has no message for (older data). */
export function labelOf(messages: Readonly<Record<string, string>>, value: string, t: ReadMessage): string {
  return Object.hasOwn(messages, value) ? t(messages[value]) : value;
}
