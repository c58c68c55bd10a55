import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { NotificationData } from '../../types/domain';
import { NotificationImage } from './NotificationImage';
import { bodyWords, renderNotificationBody, writtenFields, type RenderedField, type RenderedValue } from './renderNotificationBody';
import { systemNoticeBody } from './systemNoticeBody';

/**
 * A notification body as labelled fields, only those a sender wrote; nested objects indent under their label.
 * Text is only ever text. Labels, yes and no, and dates are the reader's; what the sender wrote stays as written.
 * A notice the portal sent by itself (`message`) is worded for the reader from its facts.
 */
export function NotificationBody({ body, message }: { body: unknown; message?: NotificationData['message'] }) {
  const t = useT();
  const { locale } = useFormat();
  const words = useMemo(() => bodyWords(t, locale), [t, locale]);
  const system = isBody(body) ? systemNoticeBody(message, body, t, locale) : null;
  const fields = renderNotificationBody(writtenFields(system ?? body), words);
  if (fields.length === 0) return <Typography color="text.secondary">{t('notifications.body.empty')}</Typography>;
  return <FieldList fields={fields} />;
}

function isBody(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function FieldList({ fields }: { fields: RenderedField[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {fields.map((field) => (
        <div key={field.key}>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {field.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Value value={field.value} label={field.label} />
          </Box>
        </div>
      ))}
    </Box>
  );
}

function Value({ value, label }: { value: RenderedValue; label: string }) {
  switch (value.kind) {
    case 'text':
      return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value.text}</Typography>;
    case 'image':
      return <NotificationImage path={value.path} label={label} />;
    case 'list':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {value.items.map((item, index) => (
            <li key={index}>
              <Value value={item} label={`${label} ${index + 1}`} />
            </li>
          ))}
        </Box>
      );
    case 'group':
      return (
        <Box sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <FieldList fields={value.fields} />
        </Box>
      );
  }
}
