/**
 * Firebase Security Rules (rules_version 1 and 2) for the local Firestore and Storage servers:
 * `compileRules(source)` once, then `evaluate(request)` for every read and write.
 */
export type {
  CompiledRules,
  RulesDecision,
  RulesDocument,
  RulesLookup,
  RulesMethod,
  RulesRequest,
  RulesService,
} from './api.js';
export { RulesSyntaxError } from './errors.js';
export { compileRules } from './ruleset.js';
export { fromFirestoreFields, fromFirestoreValue } from './convert.js';
