import { fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MOUNT_FORM_DEFAULTS, type MountFormValues } from '../../../../lib/schemas/orders/mount';
import { MountFields } from './MountFields';

function Harness({ series, mount }: { series: string; mount: MountFormValues }) {
  const { control, setValue } = useForm({ defaultValues: { mount } });
  return <MountFields control={control} setValue={setValue} series={series} />;
}

/** MUI's Select opens on mouse down; fireEvent keeps these tests fast. */
function optionsOf(label: string): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const names = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return names;
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const combobox = (label: string) => screen.queryByRole('combobox', { name: label });

describe('MountFields', () => {
  it("shows the chosen mount type's fields only", () => {
    render(<Harness series="CC" mount={MOUNT_FORM_DEFAULTS} />);
    expect(combobox('Mount subtype')).toBeNull();
    choose('Mount type', 'Wood Post');
    expect(combobox('Post height')).not.toBeNull();
    expect(combobox('Leg height')).toBeNull();
  });

  it('clears the dependent fields when the type changes', () => {
    render(<Harness series="CC" mount={{ ...MOUNT_FORM_DEFAULTS, type: 'Wood Post', subtype: 'Post on Pier' }} />);
    expect(combobox('Mount subtype')).toHaveTextContent('Post on Pier');
    choose('Mount type', 'Steel Leg');
    expect(combobox('Post height')).toBeNull();
    expect(combobox('Leg height')).not.toBeNull();
    expect(combobox('Mount subtype')).not.toHaveTextContent('Post on Pier');
  });

  it("offers the type's own choices", () => {
    render(<Harness series="CC" mount={{ ...MOUNT_FORM_DEFAULTS, type: 'Concrete' }} />);
    expect(optionsOf('Wall thickness').at(-1)).toBe('20"');
    expect(optionsOf('Pocket tensioning')).toEqual(['Inclusive', 'Interior']);
  });

  it("offers 12' legs on HT only", () => {
    const steel = { ...MOUNT_FORM_DEFAULTS, type: 'Steel Leg' };
    const { unmount } = render(<Harness series="HT" mount={steel} />);
    expect(optionsOf('Leg height').at(-1)).toBe("12'");
    unmount();

    render(<Harness series="CC" mount={{ ...steel, legHeight: "12'" }} />);
    expect(optionsOf('Leg height').at(-1)).toBe("11'");
    expect(screen.getByText("12' legs: HT series only.")).toBeInTheDocument();
  });
});
