import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useZodForm } from '../../../../components/form/useZodForm';
import { COVER_FORM_DEFAULTS, coverFormSchema, type CoverFormValues } from '../../../../lib/schemas/orders/cover';
import { CoverOrderFields } from './CoverOrderFields';

function Harness({ initial = COVER_FORM_DEFAULTS, onValues }: { initial?: CoverFormValues; onValues: (values: unknown) => void }) {
  const { control, handleSubmit } = useZodForm(coverFormSchema, { defaultValues: initial });
  return (
    <form onSubmit={handleSubmit(onValues)} noValidate>
      <CoverOrderFields control={control} />
      <button type="submit">Submit</button>
    </form>
  );
}

/** By label rather than by role: role queries walk the whole accessibility tree and are slow in jsdom. */
function field(label: string): HTMLElement {
  // An open or closing menu is labelled by its field too.
  const [element] = screen.getAllByLabelText(new RegExp(`^${label}( \\*)?$`)).filter((candidate) => candidate.getAttribute('role') !== 'listbox');
  return element;
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(field(label));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** The hint or error text MUI ties to a field. */
function messageOf(field: HTMLElement): string {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0])?.textContent ?? '') : '';
}

// Generous: several engineers' test runs share two cores.
describe('CoverOrderFields', { timeout: 20_000 }, () => {
  it('shows each error beside its field when submitted empty', async () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    fireEvent.click(screen.getByText('Submit'));

    await waitFor(() => expect(screen.getByText('Choose a series.')).toBeInTheDocument());
    expect(messageOf(field('Series'))).toBe('Choose a series.');
    expect(messageOf(field('Width'))).toBe('Choose a width.');
    expect(messageOf(field('Length'))).toBe('Enter the cover length.');
    expect(messageOf(field('Cover style'))).toBe('Choose a cover style.');
    expect(messageOf(field('Fabric drop'))).toBe('Choose a fabric drop.');
    expect(onValues).not.toHaveBeenCalled();
  });

  it('offers only the widths of the chosen series and clears a width the new series lacks', () => {
    render(<Harness onValues={vi.fn()} />);
    fireEvent.mouseDown(field('Series'));
    const series = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(series).toEqual(['CC', 'CC+', 'GB', 'HT']);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('CC+'));

    fireEvent.mouseDown(field('Width'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(["80'", "90'", "100'"]);
    fireEvent.click(within(screen.getByRole('listbox')).getByText("90'"));
    expect(field('Width')).toHaveTextContent("90'");

    choose('Series', 'CC');
    expect(field('Width')).not.toHaveTextContent("90'");
  });

  it("requires the fabric's colour, and a value for a Custom drop", async () => {
    render(<Harness onValues={vi.fn()} />);
    expect(screen.queryByLabelText(/Custom fabric drop/)).not.toBeInTheDocument();
    choose('Fabric', 'NON-FR');
    choose('Fabric drop', 'Custom');
    fireEvent.click(screen.getByText('Submit'));

    await waitFor(() => expect(screen.getByText('Enter the custom fabric drop.')).toBeInTheDocument());
    expect(messageOf(field('Colour'))).toBe('Choose a colour for this fabric.');
    expect(messageOf(field('Custom fabric drop'))).toBe('Enter the custom fabric drop.');
  });

  it('needs no colour for PVC and submits the converted values', async () => {
    const onValues = vi.fn();
    const initial: CoverFormValues = {
      ...COVER_FORM_DEFAULTS,
      leadSource: 'Own Lead',
      size: { series: 'HT', width: '60' },
      length: '120',
      cover: { ...COVER_FORM_DEFAULTS.cover, style: 'Bag Cover', fabric: 'FR', colour: 'Blue', fabricDrop: "2'" },
    };
    render(<Harness initial={initial} onValues={onValues} />);
    choose('Fabric', 'PVC');
    expect(field('Colour')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(field('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('Submit'));

    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0][0]).toMatchObject({ size: { series: 'HT', width: 60 }, length: 120, quantity: 2, cover: { fabric: 'PVC', colour: null } });
  });
});
