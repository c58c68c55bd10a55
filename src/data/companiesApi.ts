/** Data access for the `companies` collection: the only module that reads it through firebase/firestore. */
import { collection, doc, getDoc, getDocs, orderBy, query } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import type { Company } from '../types/domain';
import { toCompany } from './companyDocument';

/** The company document, or null when it does not exist. Errors propagate. */
export async function getCompany(id: string): Promise<Company | null> {
  const snapshot = await getDoc(doc(db, 'companies', id));
  return snapshot.exists() ? toCompany(snapshot.id, snapshot.data()) : null;
}

/** Every company by name (admins' filters and pickers). Errors propagate. */
export async function listCompanies(): Promise<Company[]> {
  const snapshot = await getDocs(query(collection(db, 'companies'), orderBy('name', 'asc')));
  return snapshot.docs.map((company) => toCompany(company.id, company.data()));
}
