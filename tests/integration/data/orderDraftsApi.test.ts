/** orderDraftsApi against the running stack: a user's drafts are theirs alone, newest first, restored as typed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from '../../e2e/support/backend';

type DraftsApi = typeof import('../../../src/data/orderDraftsApi');

const tag = uniqueTag();
let client: AppClient;
let api: DraftsApi;
let owner: TestAccount;
let colleague: TestAccount;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/orderDraftsApi');
  [owner, colleague] = await Promise.all([
    createTestAccount('drafts-owner', { company: `data-drafts-${tag}` }),
    createTestAccount('drafts-colleague', { company: `data-drafts-${tag}` }),
  ]);
});

afterAll(async () => {
  for (const account of [owner, colleague].filter(Boolean)) {
    const drafts = await adminDb().collection('users').doc(account.uid).collection('drafts').get();
    await Promise.all(drafts.docs.map((draft) => draft.ref.delete()));
  }
  await deleteTestAccounts([owner, colleague].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('drafts', () => {
  it('saves, restores (dates as dates, nothing undefined), lists newest first and deletes', async () => {
    await client.signInAs(owner);
    const first = api.newDraftId(owner.uid);
    const second = api.newDraftId(owner.uid);
    expect(first).not.toBe(second);
    const requested = new Date(2027, 2, 15);
    await api.saveDraft(owner.uid, {
      id: first,
      type: 'building',
      values: { series: 'CC', width: '42', length: '', requestedDate: requested, leftOut: undefined, lines: [{ partId: 'p1', quantity: '2' }] },
      summary: 'CC 42 ×',
    });
    await api.saveDraft(owner.uid, { id: second, type: 'parts', values: { lines: [] }, summary: 'Parts: 0 lines' });

    const restored = await api.getDraft(owner.uid, first);
    expect(restored).toMatchObject({ id: first, type: 'building', summary: 'CC 42 ×' });
    expect(restored?.values).toEqual({ series: 'CC', width: '42', length: '', requestedDate: requested, lines: [{ partId: 'p1', quantity: '2' }] });
    expect(restored?.updatedDate.toMillis()).toBeGreaterThan(0);

    expect((await api.listDrafts(owner.uid)).map((d) => d.id)).toEqual([second, first]);
    // Saving again moves it to the top.
    await api.saveDraft(owner.uid, { id: first, type: 'building', values: { series: 'CC', width: '52' }, summary: 'CC 52 ×' });
    const listed = await api.listDrafts(owner.uid);
    expect(listed.map((d) => d.id)).toEqual([first, second]);
    expect(listed[0].values).toEqual({ series: 'CC', width: '52' });

    await api.deleteDraft(owner.uid, second);
    expect(await api.getDraft(owner.uid, second)).toBeNull();
    expect((await api.listDrafts(owner.uid)).map((d) => d.id)).toEqual([first]);
  });

  it("keeps a user's drafts from a colleague of the same company", async () => {
    await client.signInAs(owner);
    const id = api.newDraftId(owner.uid);
    await api.saveDraft(owner.uid, { id, type: 'cover', values: { series: 'GB' }, summary: 'GB' });
    await client.signInAs(colleague);
    await expect(api.getDraft(owner.uid, id)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(api.listDrafts(owner.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(api.saveDraft(owner.uid, { id, type: 'cover', values: {}, summary: '' })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await api.listDrafts(colleague.uid)).toEqual([]);
  });
});
