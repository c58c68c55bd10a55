/**
 * Who may do what, for a document (or file) of company A: one row per target and operation, one letter per role.
 * A = allowed, D = denied. Adding a collection or a storage path adds a target (targets.ts) and its rows here.
 */
import type { Operation } from './matrix';

type Rows = Partial<Record<Operation, string>>;

export const EXPECTED: Record<string, Rows> = {
  //                      out new off dA  mA  dB  mB  adm
  users: {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   D   D   D   D', // only registration, from an invite
    updateOwnFields:     'D   D   D   D   A   D   D   A', // a colleague's profile: their manager or an admin
    updateRoleFields:    'D   D   D   D   D   D   D   A',
    updateCompany:       'D   D   D   D   D   D   D   A',
    delete:              'D   D   D   D   D   D   D   D', // disabled through DELETEUSER, never deleted
  },
  // An admin's user document (company HQ): private like everyone's. Who the admins are is public below.
  'users who are admins': {
    get:                 'D   D   D   D   D   D   D   A',
    listWithCompany:     'D   D   D   D   D   D   D   A', // data.admin == true
    listWithoutCompany:  'D   D   D   D   D   D   D   A', // company == HQ
    delete:              'D   D   D   D   D   D   D   D',
  },
  'admins directory': {
    get:                 'D   D   D   A   A   A   A   A', // anyone active may notify the admins
    listWithoutCompany:  'D   D   D   A   A   A   A   A',
    create:              'D   D   D   D   D   D   D   D', // only with the role change, in the same commit
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   D', // only when the role is revoked, in the same commit
  },
  companies: {
    get:                 'D   D   D   A   A   D   D   A', // private to the company
    listWithCompany:     'D   D   D   D   D   D   D   A', // only the back office lists dealers
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   D   D   D   D', // only SAVECOMPANY adds dealers
    updateOwnFields:     'D   D   D   D   A   D   D   D', // contact details: its manager
    updateRoleFields:    'D   D   D   D   D   D   D   D', // currency, dealer number: SAVECOMPANY
    updateCompany:       'D   D   D   D   D   D   D   D', // the country, which sets the currency: SAVECOMPANY
    delete:              'D   D   D   D   D   D   D   D',
  },
  invites: {
    get:                 'A   D   D   D   A   D   D   A', // the registration link works signed out
    listWithCompany:     'D   D   D   D   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   A   D   D   A',
    updateOwnFields:     'D   D   D   D   D   D   D   D', // only registration marks it used
    updateRoleFields:    'D   D   D   D   D   D   D   D',
    updateCompany:       'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   A   D   D   A',
  },
  'invites granting admin': {
    get:                 'A   D   D   D   D   D   D   A',
    listWithCompany:     'D   D   D   D   D   D   D   A', // a manager's query without the admin filter
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   D   D   D   A',
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    updateRoleFields:    'D   D   D   D   D   D   D   D',
    updateCompany:       'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   A',
  },
  notifications: {
    get:                 'D   D   D   A   D   D   D   A', // its recipient (dealer A)
    listWithCompany:     'D   D   D   A   D   D   D   A', // recipient == dealer A
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   A   A   D   D   A', // to dealer A: their company and admins
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    updateRoleFields:    'D   D   D   D   D   D   D   D', // the sender's name
    updateCompany:       'D   D   D   D   D   D   D   D', // the recipient
    delete:              'D   D   D   A   D   D   D   A', // marking it read
  },
  orders: {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   D   D   D   D', // only the order functions write orders, even a whole submission
    updateOwnFields:     'D   D   D   D   D   D   D   D', // a pending order's edit, with its history entry
    updateRoleFields:    'D   D   D   D   D   D   D   D', // a status change, with its history entry
    updateCompany:       'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   D',
  },
  'order history': {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A', // one order's history
    listWithoutCompany:  'D   D   D   D   D   D   D   D', // a collection group: no rule covers it
    create:              'D   D   D   D   D   D   D   D', // only the order functions record history, even with the order's change
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    updateRoleFields:    'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   D',
  },
  drafts: {
    get:                 'D   D   D   A   D   D   D   D', // dealer A's own
    listWithCompany:     'D   D   D   A   D   D   D   D',
    listWithoutCompany:  'D   D   D   D   D   D   D   D',
    create:              'D   D   D   A   D   D   D   D',
    updateOwnFields:     'D   D   D   A   D   D   D   D',
    delete:              'D   D   D   A   D   D   D   D',
  },
  'change requests': {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   D   D   D   D', // only REQUESTCHANGE files one
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    updateRoleFields:    'D   D   D   D   D   D   D   D', // only DECIDECHANGE decides one
    updateCompany:       'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   D',
  },
  warranties: {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   A',
    create:              'D   D   D   D   D   D   D   D', // only the APPLYWARRANTY function writes one
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    updateRoleFields:    'D   D   D   D   D   D   D   D', // only DECIDEWARRANTY decides one
    updateCompany:       'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   D',
  },
  parts: {
    get:                 'D   D   D   A   A   A   A   A',
    listWithCompany:     'D   D   D   A   A   A   A   A', // one category
    listWithoutCompany:  'D   D   D   A   A   A   A   A',
    create:              'D   D   D   D   D   D   D   A',
    updateOwnFields:     'D   D   D   D   D   D   D   A',
    updateRoleFields:    'D   D   D   D   D   D   D   A',
    delete:              'D   D   D   D   D   D   D   A',
  },
  resources: {
    get:                 'D   D   D   A   A   A   A   A',
    listWithCompany:     'D   D   D   A   A   A   A   A', // one type
    listWithoutCompany:  'D   D   D   A   A   A   A   A',
    create:              'D   D   D   D   D   D   D   A',
    updateOwnFields:     'D   D   D   D   D   D   D   A',
    updateRoleFields:    'D   D   D   D   D   D   D   A',
    delete:              'D   D   D   D   D   D   D   A',
  },
  'order counter': {
    get:                 'D   D   D   A   A   A   A   A',
    listWithoutCompany:  'D   D   D   A   A   A   A   A',
    create:              'D   D   D   D   D   D   D   D',
    updateOwnFields:     'D   D   D   D   D   D   D   D', // only SUBMITORDER moves it, even with the order it numbers
    delete:              'D   D   D   D   D   D   D   D',
  },
  outbox: {
    get:                 'D   D   D   D   D   D   D   D',
    listWithoutCompany:  'D   D   D   D   D   D   D   D',
    create:              'D   D   D   D   D   D   D   D',
    updateOwnFields:     'D   D   D   D   D   D   D   D',
    delete:              'D   D   D   D   D   D   D   D',
  },
  'storage: resources': {
    get:                 'D   D   D   A   A   A   A   A',
    listWithCompany:     'D   D   D   A   A   A   A   A', // one resource's folder
    listWithoutCompany:  'D   D   D   A   A   A   A   A',
    create:              'D   D   D   D   D   D   D   A',
    updateOwnFields:     'D   D   D   D   D   D   D   A',
    delete:              'D   D   D   D   D   D   D   A',
  },
  'storage: order attachments': {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   D',
    create:              'D   D   D   A   A   D   D   D',
    updateOwnFields:     'D   D   D   D   D   D   D   D', // an uploaded file is never replaced
    delete:              'D   D   D   D   D   D   D   A',
  },
  'storage: warranty photos': {
    get:                 'D   D   D   A   A   D   D   A',
    listWithCompany:     'D   D   D   A   A   D   D   A',
    listWithoutCompany:  'D   D   D   D   D   D   D   D',
    create:              'D   D   D   A   A   D   D   D', // while the warranty is pending
    updateOwnFields:     'D   D   D   A   A   D   D   D',
    delete:              'D   D   D   A   A   D   D   A',
  },
  'storage: notification images': {
    get:                 'D   D   D   A   A   A   A   A',
    listWithCompany:     'D   D   D   A   A   A   A   A',
    listWithoutCompany:  'D   D   D   A   A   A   A   A',
    create:              'D   D   D   D   D   D   D   A',
    updateOwnFields:     'D   D   D   D   D   D   D   A',
    delete:              'D   D   D   D   D   D   D   A',
  },
};
