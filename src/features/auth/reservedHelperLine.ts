/**
 * The line kept under a field without a message, so a message appearing on blur moves nothing below it (see
 * RESERVED_HELPER_LINE in src/components/form/FormTextField.tsx, which this equals). Not imported from there:
 * that module brings react-hook-form, which the sign-in forms do without.
 */
export const RESERVED_HELPER_LINE = ' ';
