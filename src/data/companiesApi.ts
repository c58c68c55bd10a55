/**
 * Data access for the `companies` collection: the only module that reads or writes it. Admins add and replace
 * dealers through the SAVECOMPANY function, which checks them with the form's schema and computes the search key
 * (never deleting one); a manager updates only their own company's phone, email and address, with the country
 * unchanged, as the rules allow (docs/data-model.md, Companies).
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { callFunction } from '../lib/firebase/functions';
import { firebaseErrorCode, firebaseErrorMessage } from '../lib/firebaseErrors';
import type { SaveCompanyRequest } from '../lib/schemas/company';
import { companyNameKey } from '../lib/schemas/companyRecord';
import type { Address, Company } from '../types/domain';
import { toCompany, toCompanyListItem, type CompanyInput, type CompanyListItem } from './companyDocument';
import { countList, fetchPage, subscribeToPage, type Page, type PageCursor } from './pages';

export type { CompanyInput, CompanyListItem } from './companyDocument';

const COLLECTION = 'companies';
/** The last character Firestore orders before any other, closing a prefix range ('pra' .. 'pra\uf8ff'). */
const PREFIX_END = '\uf8ff';

/** What the dealer list shows: names starting with `search` (any case; '' for all), active, inactive or both. */
export interface CompanyListFilter {
  search: string;
  /** null: active and inactive dealers. */
  active: boolean | null;
}

/** The contact details a manager keeps up to date for their own company. */
export interface DealerProfileUpdate {
  phone: string;
  email: string;
  /** The country must stay the stored one: it sets the currency, which only an admin changes. */
  address: Address;
}

const companiesCollection = () => collection(db, COLLECTION);

/** The company document, or null when it does not exist. Errors propagate. */
export async function getCompany(id: string): Promise<Company | null> {
  const snapshot = await getDoc(doc(db, COLLECTION, id));
  return snapshot.exists() ? toCompany(snapshot.id, snapshot.data()) : null;
}

/** Every company by name (admins' filters and pickers). Errors propagate. */
export async function listCompanies(): Promise<Company[]> {
  const snapshot = await getDocs(query(companiesCollection(), orderBy('name', 'asc')));
  return snapshot.docs.map((company) => toCompany(company.id, company.data()));
}

/**
 * The filter's where clauses. A name search is a range on `nameLower`, so the list is ordered by it; with the
 * active filter this needs the composite index (active ASC, nameLower ASC).
 */
export function companyFilterConstraints(filter: CompanyListFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.active !== null) constraints.push(where('active', '==', filter.active));
  const prefix = companyNameKey(filter.search);
  if (prefix) {
    constraints.push(where('nameLower', '>=', prefix), where('nameLower', '<', prefix + PREFIX_END));
  }
  return constraints;
}

/** By name, then by id, so dealers of the same name keep their places and pages never overlap. */
const ORDERING: QueryConstraint[] = [orderBy('nameLower', 'asc'), orderBy(documentId(), 'asc')];

function filteredCompanies(filter: CompanyListFilter): Query<DocumentData> {
  return query(companiesCollection(), ...companyFilterConstraints(filter));
}

const listItemOf = (snapshot: { id: string; data: () => DocumentData | undefined }) =>
  toCompanyListItem(snapshot.id, snapshot.data() ?? {});

/**
 * A live page of dealers (src/data/pages.ts): `pageSize` rows after `after` (null for the first page).
 * Documents without `nameLower` (written before it existed) are not listed until they are saved again.
 */
export function subscribeToCompanyPage(
  filter: CompanyListFilter,
  pageSize: number,
  after: PageCursor | null,
  onChange: (page: Page<CompanyListItem>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeToPage(filteredCompanies(filter), ORDERING, pageSize, after, listItemOf, onChange, onError);
}

/** One page of dealers read once. */
export function fetchCompanyPage(filter: CompanyListFilter, pageSize: number, after: PageCursor | null): Promise<Page<CompanyListItem>> {
  return fetchPage(filteredCompanies(filter), ORDERING, pageSize, after, listItemOf);
}

/**
 * How many dealers the list of this filter holds, with a count aggregation over the pages' own query (no document
 * is read): a document without `nameLower` is in neither.
 */
export function countCompanies(filter: CompanyListFilter): Promise<number> {
  return countList(filteredCompanies(filter), ORDERING);
}

/** SAVECOMPANY refused the dealer and said why (a field the form would refuse, a dealer that does not exist). */
export class CompanyRefusedError extends Error {
  /** Tells screens this is the server's refusal: they word it from `cause` (its message is its English, for logs). */
  readonly refused = true;

  /** `cause`: the callable's error, whose details carry the refusal for the screen to word (serverRefusalText). */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CompanyRefusedError';
  }
}

/**
 * The callable codes whose sentence is the reason the dealer was refused. A refusal of the caller
 * (permission-denied, unauthenticated) and trouble on the way (unavailable, internal, ...) stay as they are.
 */
const REFUSAL_CODES = new Set(['functions/invalid-argument', 'functions/not-found', 'functions/failed-precondition']);

async function saveCompany(request: SaveCompanyRequest): Promise<string> {
  try {
    return (await callFunction<SaveCompanyRequest, { id: string }>('SAVECOMPANY', request)).id;
  } catch (error) {
    // Without its SDK suffix (" [400]"); an empty sentence leaves nothing to tell the admin.
    const reason = REFUSAL_CODES.has(firebaseErrorCode(error)) ? firebaseErrorMessage(error, '') : '';
    throw reason ? new CompanyRefusedError(reason, { cause: error }) : error;
  }
}

/** What SAVECOMPANY is sent: the input's fields and nothing else. */
function companyFields(input: CompanyInput): CompanyInput {
  const { street, city, state, zip, country } = input.address;
  return {
    name: input.name,
    dealerNumber: input.dealerNumber,
    address: { street, city, state, zip, country },
    phone: input.phone,
    email: input.email,
    representative: input.representative,
    currency: input.currency,
    active: input.active,
  };
}

/**
 * Adds a dealer under a new automatic id (admins) through SAVECOMPANY; resolves to it as stored. Rejects with a
 * CompanyRefusedError saying why the server refused the dealer, and with the callable's error otherwise
 * (functions/permission-denied for anyone but an active admin).
 */
export async function createCompany(input: CompanyInput): Promise<Company> {
  const id = await saveCompany({ id: null, company: companyFields(input) });
  const company = await getCompany(id);
  if (!company) throw new Error(`The dealer ${id} was added but cannot be read back.`);
  return company;
}

/**
 * Replaces every field of a dealer but its id (admins) through SAVECOMPANY, which computes `nameLower` from the
 * name; rejects as createCompany does, with a CompanyRefusedError when the dealer does not exist.
 */
export async function updateCompany(id: string, input: CompanyInput): Promise<void> {
  await saveCompany({ id, company: companyFields(input) });
}

/**
 * A manager's update of their own company: phone, email and address only. Nothing else is sent, so the name,
 * currency, dealer number, representative and active flag stay as the admins set them.
 */
export async function updateDealerProfile(id: string, update: DealerProfileUpdate): Promise<void> {
  const { street, city, state, zip, country } = update.address;
  await updateDoc(doc(db, COLLECTION, id), {
    phone: update.phone,
    email: update.email,
    address: { street, city, state, zip, country },
  });
}
