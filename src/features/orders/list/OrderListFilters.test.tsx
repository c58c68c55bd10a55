import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultListState } from '../../../components/list/listState';
import { ORDER_LISTS, type OrderFilters } from './listState';
import { OrderListFilters } from './OrderListFilters';
import { COMPILE_TIMEOUT, UNTIL_PICKERS_SHOW, compileDatePickers } from './testing/datePickers';

/** The filters with the list's filters, as the list controller keeps them; `latest` is what they last set. */
function renderFilters(initial: Partial<OrderFilters> = {}) {
  const latest = { state: { ...defaultListState(ORDER_LISTS.active).filters, ...initial } };
  function List() {
    const [filters, setFilters] = useState(latest.state);
    const update = (change: Partial<OrderFilters>) => {
      latest.state = { ...latest.state, ...change };
      setFilters(latest.state);
    };
    return <OrderListFilters filters={filters} onChange={update} companies={null} filtered={false} onClear={() => undefined} />;
  }
  render(<List />);
  return latest;
}

describe('order list filters', () => {
  beforeAll(compileDatePickers, COMPILE_TIMEOUT);

  it('loads the date pickers when a date filter is reached by keyboard, focused where the user is', async () => {
    const user = userEvent.setup();
    const latest = renderFilters();
    // Until then, plain fields of the same size and labels hold the pickers' places.
    expect(screen.getByRole('textbox', { name: 'Created from' })).toHaveAttribute('readonly');

    await user.tab(); // Search
    await user.tab(); // Type
    await user.tab(); // Created from
    const from = await screen.findByRole('group', { name: 'Created from' }, UNTIL_PICKERS_SHOW);
    await waitFor(() => expect(from).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('textbox', { name: 'Created from' })).not.toBeInTheDocument();

    await user.keyboard('01152026');
    await waitFor(() => expect(latest.state.from).toBe('2026-01-15'));
    expect(latest.state.to).toBeNull();
  });

  it('opens the calendar when the placeholder’s calendar button is pressed', async () => {
    const user = userEvent.setup();
    renderFilters();
    await user.click(screen.getAllByRole('button', { name: 'Choose date' })[1]);
    const calendar = await screen.findByRole('dialog', {}, UNTIL_PICKERS_SHOW);
    expect(within(calendar).getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the pickers at once with the dates a link sets', async () => {
    renderFilters({ from: '2026-01-15', to: null });
    const from = await screen.findByRole('group', { name: 'Created from' }, UNTIL_PICKERS_SHOW);
    await waitFor(() => expect(from.parentElement?.querySelector('input')).toHaveValue('01/15/2026'));
  });
});
