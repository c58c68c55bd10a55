/**
 * What the catalogues must hold, checked by `npm test` (scripts/i18n/check.ts reads the files and the sources):
 * every namespace in every language with the same ids, messages that parse as ICU with the same arguments in
 * every language, no id the code does not use and no id used that the catalogue lacks. Pure functions, so they are
 * tested on small catalogues here; nothing in the app imports this module.
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** One source catalogue file: src/i18n/messages/<language>/<namespace>.json. */
export interface CatalogueFile {
  language: string;
  namespace: string;
  /** Message id -> ICU message. */
  messages: Record<string, unknown>;
}

/** The compiled form of one file's messages, as production reads it. */
export function compileMessages(messages: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

type Token = CompiledMessage[number];
const CHOICE_TYPES = new Set(['plural', 'selectordinal', 'select']);

/**
 * The arguments a message takes ('count:plural', 'name') and the element tags it wraps ('<0>'), sorted; two
 * languages' versions of a message must have the same. Also lists what is wrong with its form.
 */
export function messageShape(message: string): { shape: string[]; problems: string[] } {
  const shape = new Set<string>();
  const problems: string[] = [];
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)) shape.add(`<${tag}>`);
        if (/[{}]/.test(token)) problems.push(`shows a brace as text (a mistyped argument?): ${JSON.stringify(message)}`);
        continue;
      }
      const [name, type, format] = token;
      shape.add(type ? `${name}:${type}` : name);
      if (type && CHOICE_TYPES.has(type)) {
        const cases = format as Record<string, CompiledMessage | number | undefined>;
        if (!('other' in cases)) problems.push(`has a ${type} without an 'other' case: ${JSON.stringify(message)}`);
        for (const [key, value] of Object.entries(cases)) if (key !== 'offset' && Array.isArray(value)) visit(value);
      }
    }
  };
  try {
    visit(compileMessageOrThrow(message));
  } catch (error) {
    problems.push(`is not a valid ICU message (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): ${JSON.stringify(message)}`);
  }
  return { shape: [...shape].sort(), problems };
}

/** Every problem of the catalogues, one line each; `used` holds the string literals of the app's code. */
export function catalogueProblems(files: readonly CatalogueFile[], languages: readonly string[], used: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const [reference, ...others] = languages;
  const namespaces = [...new Set(files.map((file) => file.namespace))].sort();
  const fileOf = (language: string, namespace: string) => files.find((file) => file.language === language && file.namespace === namespace);
  const allIds = new Set<string>();

  for (const file of files) {
    if (!languages.includes(file.language)) problems.push(`${file.language}/${file.namespace}.json: ${file.language} is not a language of the portal`);
    for (const [id, message] of Object.entries(file.messages)) {
      allIds.add(id);
      const where = `${file.language}/${file.namespace}.json: ${id}`;
      if (!id.startsWith(`${file.namespace}.`)) problems.push(`${where}: ids of this file start with '${file.namespace}.'`);
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${where}: the message is empty or not text`);
        continue;
      }
      for (const problem of messageShape(message).problems) problems.push(`${where}: ${problem}`);
    }
  }

  for (const namespace of namespaces) {
    const base = fileOf(reference, namespace);
    for (const language of languages) {
      if (!fileOf(language, namespace)) problems.push(`${language}/${namespace}.json is missing (the namespace exists in another language)`);
    }
    if (!base) continue;
    for (const language of others) {
      const other = fileOf(language, namespace);
      if (!other) continue;
      for (const id of Object.keys(base.messages)) {
        if (!(id in other.messages)) problems.push(`${language}/${namespace}.json: ${id} is missing (${reference} has it)`);
      }
      for (const id of Object.keys(other.messages)) {
        if (!(id in base.messages)) problems.push(`${reference}/${namespace}.json: ${id} is missing (${language} has it)`);
      }
      for (const [id, message] of Object.entries(base.messages)) {
        const translated = other.messages[id];
        if (typeof message !== 'string' || typeof translated !== 'string') continue;
        const expected = messageShape(message).shape.join(', ');
        const actual = messageShape(translated).shape.join(', ');
        if (expected !== actual) {
          problems.push(`${language}/${namespace}.json: ${id} takes {${actual}} but ${reference} takes {${expected}}`);
        }
      }
    }
  }

  for (const id of [...allIds].sort()) {
    if (!used.has(id)) problems.push(`${id} is not used by the code: remove it, or use it by its literal id`);
  }
  const looksLikeId = new RegExp(`^(?:${namespaces.map((namespace) => namespace.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})\\.[A-Za-z0-9_.-]+$`);
  for (const literal of [...used].sort()) {
    if (namespaces.length > 0 && looksLikeId.test(literal) && !allIds.has(literal)) {
      problems.push(`${literal} is used by the code but no catalogue has it`);
    }
  }
  return problems;
}
