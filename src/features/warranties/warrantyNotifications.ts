/** The in-app notifications the warranty flow sends (texts kept together so they read alike). */
import type { NotificationMessage } from '../../data/notifications/recipients';
import type { Warranty } from '../../types/orders';

export function applicationNotice(input: {
  warrantyId: string;
  orderNumber: number;
  companyName: string;
  applicant: string;
  customerName: string;
  installDate: string;
  installer: string;
}): NotificationMessage {
  return {
    subject: `Warranty request for order ${input.orderNumber}`,
    body: {
      message: `${input.applicant} of ${input.companyName} applied for warranty on order ${input.orderNumber}.`,
      order: String(input.orderNumber),
      dealer: input.companyName,
      endCustomer: input.customerName,
      installDate: input.installDate,
      installer: input.installer,
    },
    link: '/admin/warranties',
  };
}

export function decisionNotice(warranty: Warranty): NotificationMessage {
  const approved = warranty.status === 'approved';
  const body: Record<string, unknown> = {
    message: approved
      ? `Your warranty request for order ${warranty.orderNumber} was approved. The certificate is ready to print.`
      : `Your warranty request for order ${warranty.orderNumber} was rejected.`,
    order: String(warranty.orderNumber),
  };
  if (approved) body.warrantyNumber = warranty.warrantyNumber;
  if (warranty.decisionNote) body.note = warranty.decisionNote;
  return {
    subject: approved ? `Warranty approved for order ${warranty.orderNumber}` : `Warranty rejected for order ${warranty.orderNumber}`,
    body,
    link: `/orders/warranty/${warranty.id}`,
  };
}
