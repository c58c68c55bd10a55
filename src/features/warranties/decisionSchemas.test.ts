import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import { errorsByPath } from '../../test/schemaErrors';
import type { Warranty } from '../../types/orders';
import { END_BEFORE_START_MESSAGE, REJECTION_NOTE_REQUIRED_MESSAGE, approvalSchema, proposedApproval, rejectionSchema } from './decisionSchemas';

const warranty = (fabric: string | null) =>
  ({ orderNumber: 100007, fabric, installDate: { toDate: () => new Date(2026, 4, 14) } }) as unknown as Warranty;

describe('warranty decisions', () => {
  it('proposes the number and coverage from the install date and fabric', () => {
    expect(proposedApproval(warranty('Elite FR'))).toEqual({
      warrantyNumber: 'W-100007-2026',
      coverageStart: new Date(2026, 4, 14),
      coverageEnd: new Date(2046, 4, 14),
      note: '',
    });
    expect(proposedApproval(warranty(null)).coverageEnd).toEqual(new Date(2027, 4, 14));
    expect(proposedApproval(warranty('Canvas')).coverageEnd).toBeNull();
  });

  it('requires a number and both dates, the end after the start', () => {
    const valid = { warrantyNumber: 'W-1-2026', coverageStart: new Date(2026, 0, 1), coverageEnd: new Date(2036, 0, 1), note: '' };
    expect(errorsByPath(approvalSchema, valid)).toEqual({});
    expect(errorsByPath(approvalSchema, { ...valid, warrantyNumber: ' ', coverageEnd: null })).toEqual({
      warrantyNumber: REQUIRED_MESSAGE,
      coverageEnd: REQUIRED_MESSAGE,
    });
    expect(errorsByPath(approvalSchema, { ...valid, coverageEnd: new Date(2026, 0, 1) })).toEqual({ coverageEnd: END_BEFORE_START_MESSAGE });
    expect(translate(END_BEFORE_START_MESSAGE)).toBe('Coverage must end after it starts.');
  });

  it('requires a note to reject', () => {
    expect(errorsByPath(rejectionSchema, { note: '  ' })).toEqual({ note: REJECTION_NOTE_REQUIRED_MESSAGE });
    expect(translate(REJECTION_NOTE_REQUIRED_MESSAGE)).toBe('Say why the request is rejected: the dealer reads this note.');
    expect(rejectionSchema.parse({ note: ' Photos show another building. ' })).toEqual({ note: 'Photos show another building.' });
  });
});
