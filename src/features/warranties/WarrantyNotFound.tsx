import { MessagePage } from '../../components/MessagePage';
import { useT } from '../../i18n/hooks';

/** An unknown warranty, or one of another company (the same page, so ids reveal nothing). */
export function WarrantyNotFound() {
  const t = useT();
  return (
    <MessagePage
      title={t('warranties.title')}
      heading={t('warranties.notFound.heading')}
      message={t('warranties.notFound.message')}
      links={[
        [t('warranties.link.activeOrders'), '/orders'],
        [t('warranties.link.orderHistory'), '/orders/history'],
      ]}
    />
  );
}
