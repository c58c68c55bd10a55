import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { wordFieldMessage } from '../../../../components/form/fieldMessage';
import { FileUploadField } from '../../../../components/upload/FileUploadField';
import { uploadFile } from '../../../../data/filesApi';
import { useT } from '../../../../i18n/hooks';
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES } from '../../../../lib/schemas/orders/building';
import { useSessionStore } from '../../../../store/session';
import type { StoredFile } from '../../../../types/orders';

/** What storage.rules allow under orders/{company}/ (and the order schema accepts): PDF and images up to 25 MB. */
export const ATTACHMENT_TYPES = ATTACHMENT_CONTENT_TYPES;
export const ATTACHMENT_MAX_BYTES = MAX_ATTACHMENT_BYTES;

/**
 * `orders/{company}/{uploadId}/{upload}/{file name}`: one folder per draft or order, and one per upload inside it,
 * because storage.rules never let a file an order refers to be replaced (a second file of the same name is new).
 */
export function attachmentPath(company: string, uploadId: string, fileName: string): string {
  return `orders/${company}/${uploadId}/${crypto.randomUUID()}/${fileName}`;
}

/** Site plans, drawings and photos for a building or VP order, uploaded as they are chosen. */
export function AttachmentsField<T extends FieldValues, TOut extends FieldValues>({
  control,
  uploadId,
}: {
  control: Control<T, unknown, TOut>;
  uploadId: string;
}) {
  const t = useT();
  const company = useSessionStore((state) => state.company?.id ?? state.currentUser?.company ?? '');
  const { field, fieldState } = useController({ control, name: 'attachments' as FieldPath<T> });
  const message = fieldState.error?.message;
  return (
    <FileUploadField
      label={t('orders.form.section.attachments')}
      accept={ATTACHMENT_TYPES}
      maxBytes={ATTACHMENT_MAX_BYTES}
      value={field.value as StoredFile[]}
      onChange={field.onChange}
      pathFor={(file) => attachmentPath(company, uploadId, file.name)}
      uploadFile={uploadFile}
      helperText={t('orders.form.attachmentsHint')}
      error={message ? wordFieldMessage(t, message, { max: MAX_ATTACHMENTS }) : undefined}
    />
  );
}
