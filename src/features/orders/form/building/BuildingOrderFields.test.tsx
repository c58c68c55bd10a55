import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useZodForm } from '../../../../components/form/useZodForm';
import { BUILDING_FORM_DEFAULTS, buildingFormSchema } from '../../../../lib/schemas/orders/building';
import { BuildingOrderFields } from './BuildingOrderFields';

vi.mock('../../../../data/filesApi', () => ({ uploadFile: vi.fn() }));

function Harness() {
  const { control, watch, setValue } = useZodForm(buildingFormSchema, { defaultValues: BUILDING_FORM_DEFAULTS });
  return <BuildingOrderFields control={control} watch={watch} setValue={setValue} uploadId="draft-1" />;
}

describe('BuildingOrderFields', () => {
  it('groups the fields in titled sections', () => {
    render(<Harness />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Building', 'Mount', 'Cover', 'End customer and site', 'Schedule', 'Attachments']);
    expect(screen.getByRole('region', { name: 'Mount' })).toContainElement(screen.getByRole('combobox', { name: 'Mount type' }));
    expect(screen.getByRole('region', { name: 'Attachments' })).toContainElement(screen.getByLabelText('Attachments', { selector: 'input' }));
  });
});
