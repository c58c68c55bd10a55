import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormDateField } from './FormDateField';
import { useZodForm } from './useZodForm';

const REQUIRED = 'Choose a day.';
const INCOMPLETE = 'Enter the whole date.';

interface DayValues {
  day: Date | null;
}

/** A form's usual date check: a day is required, and a date that is not a real one is incomplete. */
const daySchema = z.object({
  day: z.custom<Date | null>().check(
    z.superRefine((value, context) => {
      if (value === null) context.addIssue({ code: 'custom', message: REQUIRED, input: value });
      else if (Number.isNaN(value.getTime())) context.addIssue({ code: 'custom', message: INCOMPLETE, input: value });
    }),
  ),
});

function DayForm({ onSubmit }: { onSubmit: (values: DayValues) => void }) {
  const { control, handleSubmit } = useZodForm<DayValues, DayValues>(daySchema, { defaultValues: { day: null } });
  return (
    <form noValidate aria-label="Delivery" onSubmit={handleSubmit(onSubmit)}>
      <FormDateField control={control} name="day" label="Delivery day" />
      <button type="submit">Save</button>
    </form>
  );
}

/** Types `digits` into the date field section by section, from the month on, as a keyboard user does. */
async function typeDate(digits: string) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(values: DayValues) => void>();
  render(<DayForm onSubmit={onSubmit} />);
  await user.click(screen.getByRole('spinbutton', { name: 'Month' }));
  await user.keyboard(digits);
  return { user, onSubmit };
}

describe('FormDateField', () => {
  // Typed digit by digit, the year passes through 2, 20 and 202, each a real year to the date library.
  it.each(['2', '20', '202'])('holds a date whose year is typed as far as %s as incomplete, so a submit then is refused', async (year) => {
    const { user, onSubmit } = await typeDate(`0115${year}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the day once its year is whole, at local midnight', async () => {
    const { user, onSubmit } = await typeDate('01152026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].day).toEqual(new Date(2026, 0, 15));
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
  });
});
