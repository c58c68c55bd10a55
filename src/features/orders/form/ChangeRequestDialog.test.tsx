import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeRequestDialog } from './ChangeRequestDialog';

describe('ChangeRequestDialog', () => {
  it("shows the requested changes, money in the order's currency", () => {
    render(
      <ChangeRequestDialog
        open
        orderNumber={100004}
        currency="CAD"
        changes={[
          { path: 'details.lines.F-200', label: 'Part F-200', from: { quantity: 35, partNumber: 'F-200', name: 'Bolt kit' }, to: { quantity: 50, partNumber: 'F-200', name: 'Bolt kit' } },
          { path: 'details.total', label: 'Total', from: 350, to: 500 },
        ]}
        onSend={vi.fn(async () => undefined)}
        onClose={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Requested changes to order 100004' });
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total$350.00 CAD$500.00 CAD');
    expect(within(table).getByRole('rowheader', { name: 'Part F-200' }).closest('tr')).toHaveTextContent('35 × F-200 Bolt kit50 × F-200 Bolt kit');
  });
});
