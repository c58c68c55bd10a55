import type { MessageValues, Translate } from '../../i18n/i18n';

/** A catalogue id: lower-case words joined by dots ('validation.required', 'warranties.decision.noteTooLong'). */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * A form's message in the reader's language. Schemas give catalogue ids, worded here (again in the new language
 * when it changes while a message shows), with `values` for the ids that take some (`{max}`); a message that a
 * schema or the server writes out itself (a sentence naming a file, say) shows as it is.
 */
export function wordFieldMessage(t: Translate, message: string, values?: MessageValues): string {
  return MESSAGE_ID.test(message) ? t(message, values) : message;
}
