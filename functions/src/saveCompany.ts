import { onCall } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import { parseSaveCompanyRequest } from '../../src/lib/schemas/company.js';
import { companyRecord } from '../../src/lib/schemas/companyRecord.js';
import { REFUSALS } from '../../src/lib/schemas/refusals.js';
import { requireCaller, requireRole } from './caller.js';
import { refusal, refused } from './refusal.js';

/**
 * SAVECOMPANY {id, company}: the only writer of whole dealer documents (firestore.rules refuse clients every
 * create and every admin's update). An admin adds a dealer (id null: a new automatic id) or replaces every field
 * of one but its id. The fields are checked with the admin form's own schema, and the name's search key
 * `nameLower` is computed here, never taken from the request.
 */
export const SAVECOMPANY = onCall(async (request): Promise<{ id: string }> => {
  const caller = await requireCaller(request);
  requireRole(caller, (c) => c.admin, 'add or edit dealers');
  const parsed = parseSaveCompanyRequest(request.data);
  if (!parsed.ok) throw refusal('invalid-argument', parsed.refusal);

  const companies = getFirestore().collection('companies');
  if (parsed.id === null) {
    const ref = companies.doc();
    await ref.create(companyRecord(ref.id, parsed.values));
    return { id: ref.id };
  }
  const ref = companies.doc(parsed.id);
  await getFirestore().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw refused('not-found', REFUSALS.dealerNotFound, { id: ref.id });
    // A replacement, so a field stored outside the portal does not outlive the admin's save.
    transaction.set(ref, companyRecord(ref.id, parsed.values));
  });
  return { id: ref.id };
});
