/**
 * The portal's own firestore.rules and storage.rules, compiled and evaluated for each role:
 * admin, manager, dealer, inactive user and signed-out visitor.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RulesRequest } from '../../src/rules/api.js';
import { compileRules } from '../../src/rules/index.js';
import { REQUEST_TIME, auth, document, fakeLookup, firestoreRequest, storageRequest } from './support.js';

const firestoreSource = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');
const storageSource = readFileSync(fileURLToPath(new URL('../../../storage.rules', import.meta.url)), 'utf8');

/** Line of the first line of `source` containing `text`, for denial reasons that survive edits elsewhere. */
function lineOf(source: string, text: string): number {
  const index = source.split('\n').findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`no line contains ${text}`);
  return index + 1;
}

function user(id: string, company: string, roles: { admin?: boolean; manager?: boolean; active?: boolean } = {}) {
  return {
    id,
    company,
    active: roles.active ?? true,
    invite: `invite-${id}`,
    data: {
      firstname: id,
      lastname: 'Test',
      email: `${id}@example.com`,
      phone: '555-0100',
      sms: false,
      admin: roles.admin ?? false,
      manager: roles.manager ?? false,
    },
  };
}

const USERS = {
  admin: user('admin', 'hq', { admin: true }),
  manager: user('manager', 'acme', { manager: true }),
  dealer: user('dealer', 'acme'),
  colleague: user('colleague', 'acme'),
  otherDealer: user('otherDealer', 'globex'),
  otherAdmin: user('otherAdmin', 'globex', { admin: true }),
  inactive: user('inactive', 'acme', { active: false }),
};
type Who = keyof typeof USERS | 'newcomer' | 'anonymous';

function company(id: string, name: string, country: 'CA' | 'US') {
  return {
    id, name, nameLower: name.toLowerCase(), dealerNumber: `D-${id}`, phone: '555-0100', email: `${id}@example.com`,
    representative: 'Riley', currency: country === 'US' ? 'USD' : 'CAD', active: true,
    address: { street: '1 Main', city: 'Town', state: country === 'US' ? 'TX' : 'ON', zip: '00000', country },
  };
}

const INVITES = {
  fresh: { id: 'fresh', email: 'newcomer@example.com', company: 'acme', companyName: 'Acme', admin: false, manager: false, used: false },
  used: { id: 'used', email: 'newcomer@example.com', company: 'acme', companyName: 'Acme', admin: false, manager: false, used: true },
};

const NOTIFICATION = {
  id: 'n1',
  recipient: 'dealer',
  status: 'active',
  data: { subject: 'Hi', body: {}, createdBy: 'admin', createdByName: 'Admin', createdDate: REQUEST_TIME },
};

const DATABASE: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(USERS).map(([id, u]) => [`users/${id}`, u])),
  'invites/fresh': INVITES.fresh,
  'invites/used': INVITES.used,
  'companies/acme': company('acme', 'Acme', 'US'),
  'companies/globex': company('globex', 'Globex', 'CA'),
  'notifications/n1': NOTIFICATION,
  'orders/o1': { id: 'o1', company: 'acme', createdBy: 'dealer', status: 'pending' },
  'orders/o2': { id: 'o2', company: 'acme', createdBy: 'dealer', status: 'approved' },
  'outbox/m1': { to: 'x' },
};

function authOf(who: Who): RulesRequest['auth'] {
  if (who === 'anonymous') return null;
  return auth(who, { email: `${who}@example.com`, email_verified: false });
}

describe('firestore.rules', () => {
  const rules = compileRules(firestoreSource);

  /**
   * A request on `path` as `who`, with the stored document and, for writes, the document after it; `commit` holds
   * the other documents the same commit writes (what `getAfter` sees).
   */
  function request(
    who: Who,
    method: RulesRequest['method'],
    path: string,
    after?: Record<string, unknown>,
    commit: Record<string, Record<string, unknown>> = {},
  ): RulesRequest {
    const stored = DATABASE[path];
    return firestoreRequest(method, path, {
      auth: authOf(who),
      resource: stored ? document(path, stored) : null,
      requestResource: after ? document(path, after) : null,
      lookup: fakeLookup(DATABASE, { ...DATABASE, ...commit, ...(after ? { [path]: after } : {}) }),
    });
  }
  const can = (
    who: Who,
    method: RulesRequest['method'],
    path: string,
    after?: Record<string, unknown>,
    commit?: Record<string, Record<string, unknown>>,
  ): boolean => rules.evaluate(request(who, method, path, after, commit)).allowed;

  it('compiles as Firestore rules', () => {
    expect(rules.service).toBe('cloud.firestore');
  });

  describe('users', () => {
    const edited = (who: keyof typeof USERS, change: (u: ReturnType<typeof user>) => void) => {
      const copy = structuredClone(USERS[who]);
      change(copy);
      return copy;
    };

    it('lets a dealer update only their own profile fields', () => {
      expect(can('dealer', 'update', 'users/dealer', edited('dealer', (u) => (u.data.firstname = 'New')))).toBe(true);
      expect(can('dealer', 'update', 'users/dealer', edited('dealer', (u) => Object.assign(u.data, { phone: '1', sms: true })))).toBe(true);
      expect(can('dealer', 'update', 'users/dealer', edited('dealer', (u) => (u.data.admin = true)))).toBe(false);
      expect(can('dealer', 'update', 'users/dealer', edited('dealer', (u) => (u.data.manager = true)))).toBe(false);
      expect(can('dealer', 'update', 'users/dealer', edited('dealer', (u) => (u.data.email = 'x@example.com')))).toBe(false);
      expect(can('dealer', 'update', 'users/dealer', edited('dealer', (u) => (u.company = 'globex')))).toBe(false);
      expect(can('dealer', 'update', 'users/colleague', edited('colleague', (u) => (u.data.firstname = 'New')))).toBe(false);
    });

    it('does not let an inactive user edit their profile', () => {
      expect(can('inactive', 'update', 'users/inactive', edited('inactive', (u) => (u.data.firstname = 'New')))).toBe(false);
    });

    it('lets a manager manage users of their company, but not grant admin, write active nor touch other companies', () => {
      expect(can('manager', 'update', 'users/dealer', edited('dealer', (u) => (u.data.firstname = 'New')))).toBe(true);
      expect(can('manager', 'update', 'users/dealer', edited('dealer', (u) => (u.data.manager = true)))).toBe(true);
      // Only DELETEUSER and ENABLEUSER change `active`.
      expect(can('manager', 'update', 'users/dealer', edited('dealer', (u) => (u.active = false)))).toBe(false);
      expect(can('manager', 'update', 'users/dealer', edited('dealer', (u) => (u.data.admin = true)))).toBe(false);
      expect(can('manager', 'update', 'users/dealer', edited('dealer', (u) => (u.company = 'globex')))).toBe(false);
      expect(can('manager', 'update', 'users/otherDealer', edited('otherDealer', (u) => (u.data.firstname = 'New')))).toBe(false);
    });

    it('lets an admin update anyone, and nobody delete accounts', () => {
      expect(can('admin', 'update', 'users/otherDealer', edited('otherDealer', (u) => (u.data.firstname = 'New')))).toBe(true);
      // Granting admin without listing the user in admins/{uid} in the same commit is refused.
      expect(can('admin', 'update', 'users/otherDealer', edited('otherDealer', (u) => (u.data.admin = true)))).toBe(false);
      expect(rules.evaluate(request('admin', 'delete', 'users/dealer'))).toEqual({
        allowed: false,
        reason: `false for 'delete' @ L${lineOf(firestoreSource, 'allow delete: if false; // accounts')}`,
      });
    });

    it('lets users read themselves and their company; admins read everyone', () => {
      expect(can('dealer', 'get', 'users/dealer')).toBe(true);
      expect(can('dealer', 'get', 'users/colleague')).toBe(true);
      expect(can('dealer', 'get', 'users/otherAdmin')).toBe(false);
      expect(can('dealer', 'get', 'users/otherDealer')).toBe(false);
      expect(can('inactive', 'get', 'users/inactive')).toBe(true);
      expect(can('inactive', 'get', 'users/colleague')).toBe(false);
      expect(can('admin', 'get', 'users/otherDealer')).toBe(true);
      expect(can('anonymous', 'get', 'users/dealer')).toBe(false);
    });

    describe('registration from an invite', () => {
      const newcomer = (invite: string, change: (u: ReturnType<typeof user>) => void = () => {}) => {
        const u = { ...user('newcomer', 'acme'), invite };
        change(u);
        return u;
      };

      const consumed = { 'invites/fresh': { ...INVITES.fresh, used: true, usedBy: 'newcomer', usedDate: REQUEST_TIME } };

      it('lets the new account create its own document exactly as its unused invite says, with the invite consumed', () => {
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh'), consumed)).toBe(true);
        // Without the invite marked used by this account in the same commit, the document alone is refused.
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh'))).toBe(false);
      });

      it('denies a document that claims a role, another company or another email than the invite', () => {
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh', (u) => (u.data.admin = true)), consumed)).toBe(false);
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh', (u) => (u.data.manager = true)), consumed)).toBe(false);
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh', (u) => (u.company = 'globex')), consumed)).toBe(false);
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh', (u) => (u.data.email = 'other@example.com')), consumed)).toBe(false);
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('fresh', (u) => (u.active = false)), consumed)).toBe(false);
      });

      it('denies a used or unknown invite, another uid, and a signed-out visitor', () => {
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('used'))).toBe(false);
        expect(can('newcomer', 'create', 'users/newcomer', newcomer('missing'))).toBe(false);
        expect(can('newcomer', 'create', 'users/someoneElse', { ...newcomer('fresh'), id: 'someoneElse' })).toBe(false);
        expect(can('anonymous', 'create', 'users/newcomer', newcomer('fresh'))).toBe(false);
        expect(can('dealer', 'create', 'users/dealer2', { ...newcomer('fresh'), id: 'dealer2' })).toBe(false);
      });

      it('lets the registering user mark their own invite used, once, with their user document', () => {
        const marked = { ...INVITES.fresh, used: true, usedBy: 'newcomer', usedDate: REQUEST_TIME };
        const registered = { 'users/newcomer': newcomer('fresh') };
        expect(can('newcomer', 'update', 'invites/fresh', marked, registered)).toBe(true);
        expect(can('newcomer', 'update', 'invites/fresh', marked)).toBe(false);
        expect(can('newcomer', 'update', 'invites/fresh', { ...marked, usedBy: 'dealer' })).toBe(false);
        expect(can('newcomer', 'update', 'invites/fresh', { ...marked, admin: true })).toBe(false);
        expect(can('dealer', 'update', 'invites/fresh', { ...marked, usedBy: 'dealer' })).toBe(false);
        expect(can('newcomer', 'update', 'invites/used', { ...INVITES.used, usedBy: 'newcomer', usedDate: 2 })).toBe(false);
      });

      it('lets anyone read an invite by its id, but only admins and the company manager list them', () => {
        expect(can('anonymous', 'get', 'invites/fresh')).toBe(true);
        expect(can('anonymous', 'list', 'invites/fresh')).toBe(false);
        expect(can('dealer', 'list', 'invites/fresh')).toBe(false);
        expect(can('manager', 'list', 'invites/fresh')).toBe(true);
        expect(can('admin', 'list', 'invites/fresh')).toBe(true);
      });

      it('lets a manager invite dealers to their own company only, never admins', () => {
        const id = 'newinvite0123456789ab';
        const path = `invites/${id}`;
        const invite = (by: string, changes: Record<string, unknown> = {}) => ({
          ...INVITES.fresh, id, firstname: 'New', lastname: 'Person', usedBy: null, usedDate: null, lastSentDate: null,
          createdBy: by, createdByName: `${by} Test`, createdDate: REQUEST_TIME, ...changes,
        });
        expect(can('manager', 'create', path, invite('manager'))).toBe(true);
        expect(can('manager', 'create', path, invite('manager', { createdByName: 'IT Security' }))).toBe(false);
        expect(can('manager', 'create', path, invite('manager', { admin: true }))).toBe(false);
        expect(can('manager', 'create', path, invite('manager', { company: 'globex', companyName: 'Globex' }))).toBe(false);
        expect(can('dealer', 'create', path, invite('dealer'))).toBe(false);
        expect(can('admin', 'create', path, invite('admin', { admin: true }))).toBe(true);
      });
    });
  });

  describe('notifications', () => {
    it('are readable and deletable (marked read) only by their recipient and admins', () => {
      expect(can('dealer', 'get', 'notifications/n1')).toBe(true);
      expect(can('dealer', 'list', 'notifications/n1')).toBe(true);
      expect(can('colleague', 'get', 'notifications/n1')).toBe(false);
      expect(can('anonymous', 'get', 'notifications/n1')).toBe(false);
      expect(can('admin', 'get', 'notifications/n1')).toBe(true);
      expect(can('dealer', 'delete', 'notifications/n1')).toBe(true);
      expect(can('colleague', 'delete', 'notifications/n1')).toBe(false);
      expect(can('dealer', 'update', 'notifications/n1', { ...NOTIFICATION, status: 'read' })).toBe(false);
    });

    it('are created by active users in their own name, dated by the server', () => {
      // Exactly the fields the portal writes: recipient, status and data.
      const sent = (createdBy: string, createdDate: Date = REQUEST_TIME, createdByName = `${createdBy} Test`) => ({
        recipient: 'colleague', status: 'active', data: { ...NOTIFICATION.data, createdBy, createdByName, createdDate },
      });
      expect(can('dealer', 'create', 'notifications/n2', sent('dealer'))).toBe(true);
      expect(can('dealer', 'create', 'notifications/n2', { ...sent('dealer'), id: 'n2' })).toBe(false);
      expect(can('dealer', 'create', 'notifications/n2', sent('dealer', REQUEST_TIME, 'IT Security'))).toBe(false);
      expect(can('dealer', 'create', 'notifications/n2', sent('dealer', new Date(REQUEST_TIME.getTime() + 86_400_000)))).toBe(false);
      expect(can('dealer', 'create', 'notifications/n2', sent('admin'))).toBe(false);
      expect(can('inactive', 'create', 'notifications/n2', sent('inactive'))).toBe(false);
      expect(can('anonymous', 'create', 'notifications/n2', sent('anonymous'))).toBe(false);
    });
  });

  describe('companies, orders and the outbox', () => {
    it("lets users read only their own company and managers edit only their own company's contact details", () => {
      expect(can('dealer', 'get', 'companies/acme')).toBe(true);
      expect(can('dealer', 'get', 'companies/globex')).toBe(false);
      expect(can('anonymous', 'get', 'companies/acme')).toBe(false);
      const acme = DATABASE['companies/acme']!;
      expect(can('manager', 'update', 'companies/acme', { ...acme, phone: '555-0199' })).toBe(true);
      expect(can('manager', 'update', 'companies/acme', { ...acme, name: 'Acme Inc' })).toBe(false);
      expect(can('manager', 'update', 'companies/acme', { ...acme, currency: 'CAD' })).toBe(false);
      expect(can('manager', 'update', 'companies/globex', { ...DATABASE['companies/globex']!, phone: '1' })).toBe(false);
      expect(can('dealer', 'update', 'companies/acme', { ...acme, phone: '555-0199' })).toBe(false);
      expect(can('admin', 'update', 'companies/acme', { ...acme, name: 'Acme Inc', nameLower: 'acme inc' })).toBe(false); // only SAVECOMPANY replaces a dealer
      expect(can('admin', 'delete', 'companies/acme')).toBe(false);
    });

    // Placing and changing orders spans several documents (counter, order, history entry); the rules suite in
    // tests/rules exercises those commits on a server. Here: reads, and single writes the rules must refuse.
    it("keeps orders within the dealer's company, and refuses order writes that skip their commit's other parts", () => {
      expect(can('dealer', 'get', 'orders/o1')).toBe(true);
      expect(can('otherDealer', 'get', 'orders/o1')).toBe(false);
      expect(can('admin', 'get', 'orders/o1')).toBe(true);
      const order = { id: 'o3', company: 'acme', createdBy: 'dealer', status: 'pending' };
      expect(can('dealer', 'create', 'orders/o3', order)).toBe(false);
      expect(can('colleague', 'update', 'orders/o1', { ...DATABASE['orders/o1']!, notes: 'x' })).toBe(false);
      expect(can('dealer', 'update', 'orders/o1', { ...DATABASE['orders/o1']!, status: 'order received' })).toBe(false);
      expect(can('admin', 'update', 'orders/o2', { ...DATABASE['orders/o2']!, status: 'shipped' })).toBe(false);
      expect(can('admin', 'delete', 'orders/o1')).toBe(false);
    });

    it('keeps the outbox closed to every client', () => {
      expect(can('admin', 'get', 'outbox/m1')).toBe(false);
      expect(can('admin', 'create', 'outbox/m2', { to: 'y' })).toBe(false);
    });
  });
});

describe('storage.rules', () => {
  const rules = compileRules(storageSource);
  const lookup = fakeLookup(DATABASE);

  function request(who: Who, method: RulesRequest['method'], object: string, upload?: { size: number; contentType: string }): RulesRequest {
    return storageRequest(method, `/b/demo-portal.appspot.com/o/${object}`, {
      auth: authOf(who),
      storageResource: method === 'create' ? null : { name: object, bucket: 'demo-portal.appspot.com', size: '1024', contentType: 'image/png' },
      storageRequestResource: upload ? { name: object, bucket: 'demo-portal.appspot.com', ...upload } : null,
      lookup,
    });
  }
  const can = (...args: Parameters<typeof request>): boolean => rules.evaluate(request(...args)).allowed;
  const MB = 1024 * 1024;

  it('compiles as Storage rules', () => {
    expect(rules.service).toBe('firebase.storage');
  });

  it('lets active users download resources and only admins publish (in a folder per resource) and delete them', () => {
    expect(can('dealer', 'get', 'resources/sales/r1/brochure.pdf')).toBe(true);
    expect(can('dealer', 'list', 'resources/sales')).toBe(true);
    expect(can('inactive', 'get', 'resources/sales/r1/brochure.pdf')).toBe(false);
    expect(can('anonymous', 'get', 'resources/sales/r1/brochure.pdf')).toBe(false);
    expect(can('admin', 'create', 'resources/sales/r2/new.pdf', { size: 5 * MB, contentType: 'application/pdf' })).toBe(true);
    expect(can('admin', 'create', 'resources/sales/new.pdf', { size: 5 * MB, contentType: 'application/pdf' })).toBe(false);
    expect(can('admin', 'create', 'resources/sales/r2/huge.pdf', { size: 200 * MB, contentType: 'application/pdf' })).toBe(false);
    expect(can('manager', 'create', 'resources/sales/r2/new.pdf', { size: MB, contentType: 'application/pdf' })).toBe(false);
    expect(can('admin', 'delete', 'resources/sales/r1/brochure.pdf')).toBe(true);
    expect(can('dealer', 'delete', 'resources/sales/r1/brochure.pdf')).toBe(false);
  });

  it("keeps warranty photos to the applying company's users and the admins", () => {
    expect(can('dealer', 'create', 'warranties/acme/w1/photo.jpg', { size: MB, contentType: 'image/jpeg' })).toBe(true);
    expect(can('dealer', 'create', 'warranties/globex/w1/photo.jpg', { size: MB, contentType: 'image/jpeg' })).toBe(false);
    expect(can('dealer', 'create', 'warranties/acme/w1/notes.pdf', { size: MB, contentType: 'application/pdf' })).toBe(false);
    expect(can('dealer', 'create', 'warranties/acme/w1/big.jpg', { size: 30 * MB, contentType: 'image/jpeg' })).toBe(false);
    expect(can('colleague', 'get', 'warranties/acme/w1/photo.jpg')).toBe(true);
    expect(can('otherDealer', 'get', 'warranties/acme/w1/photo.jpg')).toBe(false);
    expect(can('admin', 'get', 'warranties/acme/w1/photo.jpg')).toBe(true);
  });

  it('lets admins attach images to notifications and active users read them', () => {
    expect(can('admin', 'create', 'notifications/n1/image.png', { size: MB, contentType: 'image/png' })).toBe(true);
    expect(can('dealer', 'create', 'notifications/n1/image.png', { size: MB, contentType: 'image/png' })).toBe(false);
    expect(can('dealer', 'get', 'notifications/n1/image.png')).toBe(true);
  });

  it('denies everything else', () => {
    const decision = rules.evaluate(request('admin', 'get', 'elsewhere/file.txt'));
    expect(decision).toEqual({ allowed: false, reason: `false for 'get' @ L${lineOf(storageSource, 'allow read, write: if false;')}` });
  });
});
