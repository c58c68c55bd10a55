import { MessagePage } from '../../components/MessagePage';

/** An unknown warranty, or one of another company (the same page, so ids reveal nothing). */
export function WarrantyNotFound() {
  return (
    <MessagePage
      title="Warranty"
      heading="Warranty not found"
      message="There is no warranty at this address, or it belongs to another dealer."
      links={[['Active Orders', '/orders'], ['Order History', '/orders/history']]}
    />
  );
}
