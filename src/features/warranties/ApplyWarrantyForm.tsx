import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { EndCustomerFields } from '../../components/form/EndCustomerFields';
import { wordFieldMessage } from '../../components/form/fieldMessage';
import { FormDateField } from '../../components/form/FormDateField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { FileUploadField } from '../../components/upload/FileUploadField';
import { describeTypes, formatBytes } from '../../components/upload/fileRules';
import { uploadFile } from '../../data/filesApi';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { warrantyApplicationNotice } from '../../data/notifications/systemNotices';
import { actorOf } from '../../data/orders/orderWrites';
import { applyForWarranty } from '../../data/warrantiesApi';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { endCustomerFromValues, endCustomerToInput } from '../../lib/schemas/endCustomer';
import {
  MAX_WARRANTY_PHOTOS,
  applicationSchema,
  warrantyPhotoFolder,
  type ApplicationInput,
  type ApplicationValues,
} from '../../lib/schemas/warrantyApplication';
import { INSTALLER_MAX_LENGTH, WARRANTY_PHOTO_MAX_BYTES, WARRANTY_PHOTO_TYPES } from '../../reference/warranty';
import type { CountryCode, User } from '../../types/domain';
import type { Order } from '../../types/orders';
import { isRefusal, saveErrorMessage } from './dataErrors';

export interface ApplyWarrantyFormProps {
  order: Order;
  user: User;
  /** Made once per visit: the photos are stored under it before the warranty is written with it. */
  warrantyId: string;
  /** Preset country for a new end customer (the dealer's own). */
  country: CountryCode;
}

/** The application: end customer and site, installation, photos; sends it and tells the admins. */
export function ApplyWarrantyForm({ order, user, warrantyId, country }: ApplyWarrantyFormProps) {
  const t = useT();
  const format = useFormat();
  const wording = { t, locale: format.locale };
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // Read when submitting; no render depends on it.
  const uploading = useRef(false);
  // The server's reason for refusing the last attempt, shown until the next one.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A delivered order is closed and never changes again: its last change is the delivery.
  const deliveredAt = order.updatedDate.toDate();
  const photoFolder = warrantyPhotoFolder(user.company, warrantyId);
  // Made once: 'today' is the day the form opened.
  const [schema] = useState(() => applicationSchema({ company: user.company, warrantyId, deliveredAt }));
  const { control, handleSubmit, formState } = useZodForm<ApplicationInput, ApplicationValues>(schema, {
    defaultValues: { customer: endCustomerToInput(order.customer, country), installDate: null, installer: '', photos: [] },
  });

  async function submit(values: ApplicationValues) {
    if (uploading.current) {
      enqueueSnackbar(t('warranties.apply.waitForUploads'), { variant: 'error' });
      return;
    }
    const actor = actorOf(user);
    const endCustomer = endCustomerFromValues(values.customer);
    setRefusal(null);
    try {
      await applyForWarranty({
        id: warrantyId,
        order,
        endCustomer,
        installDate: values.installDate,
        installer: values.installer,
        photos: values.photos,
      });
    } catch (error) {
      // The form keeps everything typed and uploaded: sending again reuses the same warranty id and photos.
      const message = saveErrorMessage(t, error, 'apply');
      if (isRefusal(error)) setRefusal(message);
      enqueueSnackbar(message, { variant: 'error' });
      return;
    }
    // The request is stored; a failed notice is not worth failing it for (createNotifications logs it). It is
    // stored without words: each admin reads it in their own language.
    await createNotifications({
      recipients: 'admins',
      sender: { id: actor.id, name: actor.name },
      ...warrantyApplicationNotice({
        orderNumber: order.number,
        companyName: order.companyName,
        applicant: actor.name,
        customerName: endCustomer.name,
        installDate: values.installDate,
        installer: values.installer,
      }),
    });
    enqueueSnackbar(t('warranties.apply.sent'), { variant: 'success' });
    navigate(`/orders/warranty/apply/success/${warrantyId}`);
  }

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label={t('warranties.apply.form')}>
      <Card variant="outlined">
        <CardHeader title={t('warranties.apply.customerAndSite')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <EndCustomerFields control={control} namePrefix="customer" disabled={formState.isSubmitting} />
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardHeader title={t('warranties.apply.installation')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={control}
                name="installDate"
                label={t('warranties.apply.installDate')}
                required
                disableFuture
                minDate={deliveredAt}
                disabled={formState.isSubmitting}
                helperText={t('warranties.apply.installDateHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="installer"
                label={t('warranties.apply.installer')}
                required
                fullWidth
                disabled={formState.isSubmitting}
                helperText={t('warranties.apply.installerHint')}
                htmlInput={{ maxLength: INSTALLER_MAX_LENGTH }}
                autoComplete="off"
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardHeader title={t('warranties.photos.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Controller
            control={control}
            name="photos"
            render={({ field, fieldState }) => (
              <FileUploadField
                label={t('warranties.apply.photos')}
                helperText={t('warranties.apply.photosHint', {
                  types: describeTypes(WARRANTY_PHOTO_TYPES, wording),
                  size: formatBytes(WARRANTY_PHOTO_MAX_BYTES, wording),
                  max: MAX_WARRANTY_PHOTOS,
                })}
                error={fieldState.error?.message ? wordFieldMessage(t, fieldState.error.message) : undefined}
                accept={WARRANTY_PHOTO_TYPES}
                maxBytes={WARRANTY_PHOTO_MAX_BYTES}
                value={field.value}
                onChange={field.onChange}
                pathFor={(file) => `${photoFolder}${file.name}`}
                uploadFile={uploadFile}
                disabled={formState.isSubmitting}
                onUploadingChange={(busy) => {
                  uploading.current = busy;
                }}
              />
            )}
          />
        </CardContent>
      </Card>

      {refusal && (
        <Alert severity="error">{refusal}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={`/orders/view/${order.id}`}>
          {t('components.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('warranties.apply.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
