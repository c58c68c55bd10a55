/**
 * Why the server refused a request, in no language: a message id of the catalogues with the values of its
 * arguments. The functions refuse with one (in their error's details, beside an English sentence for logs) and
 * the screens word it in the reader's language (src/i18n/errors.ts). The ids of the refusals only the server
 * makes are listed here, where the catalogue check sees them; the schemas' own messages are refusals too.
 *
 * The functions bundle this module: it imports nothing from Firebase, React or the i18n runtime.
 */
import type * as z from 'zod/mini';

export type RefusalValues = Record<string, string | number>;

export interface Refusal {
  /** A message id: 'errors.server.userNotFound', 'validation.required', 'orders.form.error.tooLong'. */
  message: string;
  /** The values of the message's arguments. */
  values?: RefusalValues;
  /**
   * Arguments that are message ids themselves (a field's label, an order status): worded first, in the same
   * language, then given to the message under their name.
   */
  labels?: Record<string, string>;
}

/** The refusals only the functions make ('errors' catalogue). */
export const REFUSALS = {
  signInRequired: 'errors.server.signInRequired',
  accountInactive: 'errors.server.accountInactive',
  /** {action}: what the role check guards (ROLE_ACTIONS of functions/src/caller.ts). */
  notAllowed: 'errors.server.notAllowed',
  malformedRequest: 'errors.server.malformedRequest',
  /** {fields}: the keys, quoted and joined ("'a', 'b'"). */
  unexpectedFields: 'errors.server.unexpectedFields',
  /** Labels {field, problem}. */
  fieldProblem: 'errors.server.fieldProblem',

  userIdRequired: 'errors.server.userIdRequired',
  userNotFound: 'errors.server.userNotFound',
  /** {action}: 'enable' or 'disable'. */
  onlyAdminsForAdmin: 'errors.server.onlyAdminsForAdmin',
  managersOwnCompany: 'errors.server.managersOwnCompany',
  notOwnAccount: 'errors.server.notOwnAccount',
  reenableAdminDisabled: 'errors.server.reenableAdminDisabled',
  adminDisabled: 'errors.server.adminDisabled',
  nothingChanged: 'errors.server.nothingChanged',
  accountsDisagree: 'errors.server.accountsDisagree',

  /** {max} */
  phoneTooLong: 'errors.server.phoneTooLong',
  phoneDigits: 'errors.server.phoneDigits',
  smsTextRequired: 'errors.server.smsTextRequired',
  smsTextTooLong: 'errors.server.smsTextTooLong',

  onlyInviteId: 'errors.server.onlyInviteId',
  inviteIdRequired: 'errors.server.inviteIdRequired',
  notInviteId: 'errors.server.notInviteId',
  invitationNoEmail: 'errors.server.invitationNoEmail',
  /** {max} */
  invitationFirstnameTooLong: 'errors.server.invitationFirstnameTooLong',
  invitationCompanyTooLong: 'errors.server.invitationCompanyTooLong',
  invitationInviterTooLong: 'errors.server.invitationInviterTooLong',
  invitationNotFound: 'errors.server.invitationNotFound',
  invitationNotAllowed: 'errors.server.invitationNotAllowed',
  invitationUsed: 'errors.server.invitationUsed',
  invitationUnsendable: 'errors.server.invitationUnsendable',
  invitationAccountExists: 'errors.server.invitationAccountExists',
  /** {interval, minutes} */
  invitationResend: 'errors.server.invitationResend',

  notDealerId: 'errors.server.notDealerId',
  dealerIncomplete: 'errors.server.dealerIncomplete',
  /** {id} */
  dealerNotFound: 'errors.server.dealerNotFound',

  orderRequired: 'errors.server.orderRequired',
  notAnOrder: 'errors.server.notAnOrder',
  changeRequestRequired: 'errors.server.changeRequestRequired',
  notAChangeRequest: 'errors.server.notAChangeRequest',
  warrantyRequired: 'errors.server.warrantyRequired',
  notAWarranty: 'errors.server.notAWarranty',
  /** {order} */
  orderNotFound: 'errors.server.orderNotFound',
  noCompany: 'errors.server.noCompany',
  /** {company} */
  inactiveDealer: 'errors.server.inactiveDealer',
  numberingNotSetUp: 'errors.server.numberingNotSetUp',
  /** Labels {from, to}: order statuses. */
  statusMove: 'errors.server.statusMove',
  /** Label {status}. */
  soNumberRequired: 'errors.server.soNumberRequired',
  chooseStatus: 'errors.server.chooseStatus',
  /** {max} */
  noteTooLong: 'errors.server.noteTooLong',
  soNumberTooLong: 'errors.server.soNumberTooLong',
  changeReasonRequired: 'errors.server.changeReasonRequired',
  changeReasonTooLong: 'errors.server.changeReasonTooLong',
  decideChange: 'errors.server.decideChange',
  changeRejectionReason: 'errors.server.changeRejectionReason',
  orderStillPending: 'errors.server.orderStillPending',
  orderClosed: 'errors.server.orderClosed',
  changeRequestChangesType: 'errors.server.changeRequestChangesType',
  requestChangesNothing: 'errors.server.requestChangesNothing',
  /** Label {status}. */
  orderNotPending: 'errors.server.orderNotPending',
  orderTypeFixed: 'errors.server.orderTypeFixed',
  editChangesNothing: 'errors.server.editChangesNothing',
  changeRequestNotFound: 'errors.server.changeRequestNotFound',
  /** {status}: 'approved' or 'rejected'. */
  changeRequestDecided: 'errors.server.changeRequestDecided',
  /** {order, revision, current} */
  staleRevision: 'errors.server.staleRevision',
  /** {order} */
  orderTakesNoChange: 'errors.server.orderTakesNoChange',
  requestChangesType: 'errors.server.requestChangesType',
  /** {part, currency} */
  partNoPrice: 'errors.server.partNoPrice',
  /** {part} */
  partNotInCatalogue: 'errors.server.partNotInCatalogue',
  partNotOffered: 'errors.server.partNotOffered',

  notWarrantyId: 'errors.server.notWarrantyId',
  notOrderNumber: 'errors.server.notOrderNumber',
  warrantyIncomplete: 'errors.server.warrantyIncomplete',
  warrantyAlreadySent: 'errors.server.warrantyAlreadySent',
  /** {order} */
  orderNotAmongYours: 'errors.server.orderNotAmongYours',
  warrantyNotDelivered: 'errors.server.warrantyNotDelivered',
  deliveryNotRecorded: 'errors.server.deliveryNotRecorded',
  /** {name} */
  photoNotUploaded: 'errors.server.photoNotUploaded',
  photoNotImage: 'errors.server.photoNotImage',
  warrantyNotFound: 'errors.server.warrantyNotFound',
  /** {status}: 'approved' or 'rejected'. */
  warrantyDecided: 'errors.server.warrantyDecided',
  decideWarranty: 'errors.server.decideWarranty',
  warrantyNumberRequired: 'errors.server.warrantyNumberRequired',
  /** {max} */
  warrantyNumberTooLong: 'errors.server.warrantyNumberTooLong',
  warrantyRejectionReason: 'errors.server.warrantyRejectionReason',
  rejectedWithDetails: 'errors.server.rejectedWithDetails',
  coverageRequired: 'errors.server.coverageRequired',
  coverageOrder: 'errors.server.coverageOrder',
} as const;

/** A catalogue id: lower-case words joined by dots ('validation.required'), never a sentence. */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

export function isMessageId(text: unknown): text is string {
  return typeof text === 'string' && MESSAGE_ID.test(text);
}

/** The refusal of a request a form would never send ('fields' named in the request that no form has). */
export function unexpectedFields(keys: readonly string[]): Refusal {
  return { message: REFUSALS.unexpectedFields, values: { fields: keys.map((key) => `'${key}'`).join(', ') } };
}

/** A problem of one field, named by its label as the form shows it: 'Dealer Name: At most 60 characters.'. */
export function fieldProblem(label: string, problem: string): Refusal {
  return { message: REFUSALS.fieldProblem, labels: { field: label, problem } };
}

/**
 * The refusal of a failed check (zod or zod/mini): its message id with the values the issue holds (a custom
 * issue's params, a limit's bound, the unexpected keys). A message that is no id (zod's own, for a value of the
 * wrong type, which no form sends) reads as a malformed request.
 */
export function issueRefusal(issue: z.core.$ZodIssue): Refusal {
  if (issue.code === 'unrecognized_keys') return unexpectedFields(issue.keys);
  if (!isMessageId(issue.message)) return { message: REFUSALS.malformedRequest, values: {} };
  return { message: issue.message, values: issueValues(issue) };
}

/**
 * The values of a failed check's message: a custom issue passes them as its params, a length or count limit
 * keeps its bound ('At most {max} characters.').
 */
export function issueValues(issue: z.core.$ZodIssue): RefusalValues {
  const values: RefusalValues = {};
  if (issue.code === 'custom' && issue.params) Object.assign(values, issue.params);
  if (issue.code === 'too_big') values.max = Number(issue.maximum);
  if (issue.code === 'too_small') values.min = Number(issue.minimum);
  return values;
}

/** Reads a message: the i18n runtime's translator on screen, the English catalogue on the server. */
export type WordMessage = (id: string, values?: RefusalValues) => string;

/** A refusal in words: its labels first, then its message with its values and the worded labels. */
export function wordRefusal(refusal: Refusal, word: WordMessage): string {
  const labels = Object.fromEntries(Object.entries(refusal.labels ?? {}).map(([name, id]) => [name, word(id)]));
  return word(refusal.message, { ...refusal.values, ...labels });
}
