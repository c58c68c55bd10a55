/**
 * Firebase Security Rules (rules_version 1 and 2) for the local Firestore and Storage servers:
 * `compileRules(source)` once, then `evaluate(request)` for every read and write. The types of that
 * exchange are in api.ts.
 */
export { RulesSyntaxError } from './errors.js';
export { compileRules } from './ruleset.js';
export { fromFirestoreFields } from './convert.js';
