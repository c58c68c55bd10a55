/**
 * A lint rule for the app's code: no user-facing text written in it, so every text goes through the message
 * catalogues (src/i18n/messages, English and French). It reports JSX text, and string literals and template texts
 * that read as words: a capitalised word ('Sales', 'Unable to sign out.') or two words in a row ('send password
 * recovery email'). Message ids ('auth.login.submit'), paths, codes, CSS values and identifiers do not.
 *
 * What it leaves alone, and why (the allow-list):
 * - text inside <Icon>: Material icon names ('check_circle') are the font's ligatures, never shown as words;
 * - messages for developers: console calls, errors constructed with `new ...Error(...)`, and the `label` the
 *   server-state reads and counts log a failure with (`useServerRead(key, read, { label: 'the order' })`);
 * - module paths, type-level literals, object keys and tagged templates (CSS, keyframes);
 * - the attributes `className`, `rel` and `data-testid`, which are never shown;
 * - ALLOWED_TEXTS: a language's own name, written in that language whatever the page's language.
 */

const ALLOWED_ELEMENTS = new Set(['Icon']);
const CODE_ATTRIBUTES = new Set(['className', 'rel', 'data-testid']);
const ALLOWED_TEXTS = new Set(['English', 'Français']);

/** A capitalised word that is not the start of an identifier, or two lower-case words separated by blanks. */
const CAPITALISED_WORD = /^\s*\p{Lu}\p{Ll}+(?![\p{L}\d_])/u;
const TWO_WORDS = /(?<![\p{L}\d_])\p{Ll}{2,}\s+\p{Ll}{2,}(?![\p{L}\d_])/u;

export function readsAsText(text) {
  return !ALLOWED_TEXTS.has(text.trim()) && (CAPITALISED_WORD.test(text) || TWO_WORDS.test(text));
}

/** The server-state layer's reads, whose `label` names what failed in the console only. */
const LOGGING_READS = new Set(['useServerRead', 'useServerSubscription', 'useServerCount', 'readServerState']);

function isReadLabel(ancestor) {
  if (ancestor.type !== 'Property' || ancestor.computed || ancestor.key.type !== 'Identifier' || ancestor.key.name !== 'label') return false;
  const call = ancestor.parent?.parent;
  return call?.type === 'CallExpression' && call.callee.type === 'Identifier' && LOGGING_READS.has(call.callee.name);
}

function isDeveloperMessage(ancestor) {
  if (isReadLabel(ancestor)) return true;
  if (ancestor.type === 'CallExpression') {
    const callee = ancestor.callee;
    return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'console';
  }
  if (ancestor.type === 'NewExpression') {
    return ancestor.callee.type === 'Identifier' && /Error$/.test(ancestor.callee.name);
  }
  return false;
}

const EXEMPT_ANCESTORS = new Set(['TSLiteralType', 'TSImportType', 'TSModuleDeclaration', 'TaggedTemplateExpression']);
const MODULE_REFERENCES = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression']);

function isExempt(node, context) {
  const parent = node.parent;
  if ((parent.type === 'Property' || parent.type === 'PropertyDefinition' || parent.type === 'MethodDefinition') && parent.key === node && !parent.computed) return true;
  if (parent.type === 'ExpressionStatement' && parent.directive) return true;
  if (MODULE_REFERENCES.has(parent.type) && parent.source === node) return true;
  for (const ancestor of context.sourceCode.getAncestors(node)) {
    if (EXEMPT_ANCESTORS.has(ancestor.type) || isDeveloperMessage(ancestor)) return true;
    if (ancestor.type === 'JSXAttribute' && CODE_ATTRIBUTES.has(ancestor.name.name)) return true;
  }
  return false;
}

function insideAllowedElement(node) {
  const element = node.parent;
  if (element?.type !== 'JSXElement') return false;
  const name = element.openingElement.name;
  return name.type === 'JSXIdentifier' && ALLOWED_ELEMENTS.has(name.name);
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from the message catalogues, never from the code' },
    messages: {
      text: "User-facing text in the code: {{text}}. Add it to the catalogues (src/i18n/messages/<language>/<namespace>.json) and read it with useT() or translate().",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: JSON.stringify(text.trim().slice(0, 60)) } });
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value) && node.value.trim() !== '' && !insideAllowedElement(node) && !ALLOWED_TEXTS.has(node.value.trim())) {
          report(node, node.value);
        }
      },
      Literal(node) {
        if (typeof node.value === 'string' && readsAsText(node.value) && !isExempt(node, context)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
        if (node.quasis.some((quasi) => readsAsText(quasi.value.cooked ?? '')) && !isExempt(node, context)) report(node, text);
      },
    };
  },
};

export const userFacingStrings = { rules: { 'no-literal-text': noLiteralText } };
