import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en/companies.json';
import { ENGLISH_WORDING } from '../../lib/schemas/company';

describe("SAVECOMPANY's wording of a refused dealer", () => {
  it("reads as the English catalogue words the form's labels and messages", () => {
    const catalogue: Record<string, string> = english;
    for (const [id, text] of Object.entries(ENGLISH_WORDING)) expect([id, text]).toEqual([id, catalogue[id]]);
  });
});
