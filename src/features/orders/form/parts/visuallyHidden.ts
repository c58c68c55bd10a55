/**
 * Hidden from sight, still read by assistive technology. Sizes in px: in `sx`, a bare 1 means 100%, which would
 * stretch the hidden text across the page and make it scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Columns a phone leaves out (their values show within another cell there). */
export const fromSmallUp = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** What shows only on a phone, in place of the columns it leaves out. */
export const onPhoneOnly = { display: { xs: 'block', sm: 'none' } } as const;
