import type { ESLint, Rule } from 'eslint';

/** Whether a string reads as user-facing words (see eslint-user-strings.js). */
export function readsAsText(text: string): boolean;
export const userFacingStrings: ESLint.Plugin & { rules: { 'no-literal-text': Rule.RuleModule } };
