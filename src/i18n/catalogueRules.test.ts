import { describe, expect, it } from 'vitest';
import { catalogueProblems, compileMessages, messageShape, type CatalogueFile } from './catalogueRules';

const file = (language: string, namespace: string, messages: Record<string, unknown>): CatalogueFile => ({ language, namespace, messages });
const LANGUAGES = ['en', 'fr'];

describe('the shape of a message', () => {
  it('lists its arguments with their types and its element tags', () => {
    expect(messageShape('{count, plural, one {# order} other {# orders}} for {name}').shape).toEqual(['count:plural', 'name']);
    expect(messageShape('Read <0>the terms</0> by {date, date, short}').shape).toEqual(['<0>', 'date:date']);
    expect(messageShape('Plain text').shape).toEqual([]);
  });

  it('finds arguments nested in plural and select cases', () => {
    expect(messageShape('{kind, select, parts {{count} parts} other {{count} items}}').shape).toEqual(['count', 'kind:select']);
  });

  it('reports invalid ICU, a brace left as text and a choice without other', () => {
    expect(messageShape('Hello {name').problems[0]).toMatch(/not a valid ICU message/);
    expect(messageShape('Hello {').problems[0]).toMatch(/brace as text/);
    expect(messageShape('{count, plural, one {# order}}').problems[0]).toMatch(/without an 'other' case/);
    expect(messageShape("It's {name}'s order").problems).toEqual([]);
  });
});

describe('catalogue problems', () => {
  const used = new Set(['auth.title', 'auth.count']);

  it('accepts complete catalogues whose ids are all used', () => {
    const files = [
      file('en', 'auth', { 'auth.title': 'Sign in', 'auth.count': '{n, plural, one {# try} other {# tries}}' }),
      file('fr', 'auth', { 'auth.title': 'Connexion', 'auth.count': '{n, plural, one {# essai} many {# d’essais} other {# essais}}' }),
    ];
    expect(catalogueProblems(files, LANGUAGES, used)).toEqual([]);
  });

  it('fails on an id missing in either language, and on a namespace missing in one', () => {
    const files = [
      file('en', 'auth', { 'auth.title': 'Sign in', 'auth.count': '{n}' }),
      file('fr', 'auth', { 'auth.title': 'Connexion', 'auth.extra': 'En trop' }),
      file('en', 'orders', { 'orders.title': 'Orders' }),
    ];
    const problems = catalogueProblems(files, LANGUAGES, new Set([...used, 'auth.extra', 'orders.title']));
    expect(problems).toContain('fr/auth.json: auth.count is missing (en has it)');
    expect(problems).toContain('en/auth.json: auth.extra is missing (fr has it)');
    expect(problems).toContain('fr/orders.json is missing (the namespace exists in another language)');
  });

  it('fails when a translation takes other arguments than the English message', () => {
    const files = [
      file('en', 'auth', { 'auth.title': 'Hello {name}', 'auth.count': '{n, plural, one {#} other {#}}' }),
      file('fr', 'auth', { 'auth.title': 'Bonjour {nom}', 'auth.count': '{n}' }),
    ];
    expect(catalogueProblems(files, LANGUAGES, used)).toEqual([
      'fr/auth.json: auth.title takes {nom} but en takes {name}',
      'fr/auth.json: auth.count takes {n} but en takes {n:plural}',
    ]);
  });

  it('fails on an id the code does not use, and on an id the code uses that no catalogue has', () => {
    const files = [file('en', 'auth', { 'auth.title': 'Sign in', 'auth.old': 'Old' }), file('fr', 'auth', { 'auth.title': 'Connexion', 'auth.old': 'Ancien' })];
    const problems = catalogueProblems(files, LANGUAGES, new Set(['auth.title', 'auth.typo', 'some.other.string']));
    expect(problems).toContain('auth.old is not used by the code: remove it, or use it by its literal id');
    expect(problems).toContain('auth.typo is used by the code but no catalogue has it');
    expect(problems.join('\n')).not.toContain('some.other.string');
  });

  it('fails on an id outside its file namespace and on an empty message', () => {
    const files = [file('en', 'auth', { 'app.title': 'Misplaced', 'auth.title': '' }), file('fr', 'auth', { 'app.title': 'Mal placé', 'auth.title': 'Connexion' })];
    const problems = catalogueProblems(files, LANGUAGES, new Set(['app.title', 'auth.title']));
    expect(problems).toContain("en/auth.json: app.title: ids of this file start with 'auth.'");
    expect(problems).toContain('en/auth.json: auth.title: the message is empty or not text');
  });
});

describe('compiled messages', () => {
  it('are what the production runtime reads: text and argument tokens', () => {
    expect(compileMessages({ 'a.b': 'Hello {name}', 'a.c': 'Plain' })).toEqual({ 'a.b': ['Hello ', ['name']], 'a.c': ['Plain'] });
  });
});
