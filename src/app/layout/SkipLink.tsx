import Link from '@mui/material/Link';
import { useT } from '../../i18n/hooks';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of keyboard users: jumps past the navigation to the screen's content. */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipLink')}
    </Link>
  );
}
