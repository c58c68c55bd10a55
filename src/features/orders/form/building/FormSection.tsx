import { useId, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A titled group of fields; the heading names the section for screen readers too. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}
