import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from './hooks';
import type { MessageValues } from './i18n';

export interface MessageProps {
  id: string;
  /** Argument values; an element (a link, a <code>) stands where its argument stands in the sentence. */
  values?: Record<string, string | number | Date | ReactElement>;
}

// Marks an element's place in the worded text; no message contains this character.
const MARK = '\u0000';

/**
 * A message with elements among its arguments, so translations may put them anywhere in the sentence:
 * <Message id="app.notFound.message" values={{ path: <code>{pathname}</code> }} />. Plain text reads better
 * through useT().
 */
export function Message({ id, values = {} }: MessageProps) {
  const t = useT();
  const elements: ReactElement[] = [];
  const textValues: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      textValues[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    } else {
      textValues[name] = value;
    }
  }
  const parts = t(id, textValues).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  const nodes: ReactNode[] = parts.map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{elements[Number(part)]}</Fragment> : part,
  );
  return <>{nodes}</>;
}
