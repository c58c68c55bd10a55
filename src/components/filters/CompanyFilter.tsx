import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Company } from '../../types/domain';

export interface CompanyFilterProps {
  label: string;
  /** The first choice, which filters nothing, e.g. 'All dealers'. */
  allLabel: string;
  companies: Company[];
  /** The chosen company's id; an id not in `companies` shows as the first choice. */
  value: string | null;
  onChange: (company: string | null) => void;
}

/** A select of one company to filter a list by, or all of them. */
export function CompanyFilter({ label, allLabel, companies, value, onChange }: CompanyFilterProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={companies.some((company) => company.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {companies.map((company) => (
        <MenuItem key={company.id} value={company.id}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
