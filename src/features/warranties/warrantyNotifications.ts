/**
 * The in-app notifications the warranty flow sends (texts kept together so they read alike). They are stored as
 * written, in the sender's language.
 */
import type { NotificationMessage } from '../../data/notifications/recipients';
import type { Translate } from '../../i18n/i18n';
import type { Warranty } from '../../types/orders';

export function applicationNotice(
  input: {
    warrantyId: string;
    orderNumber: number;
    companyName: string;
    applicant: string;
    customerName: string;
    /** As the sender reads dates. */
    installDate: string;
    installer: string;
  },
  t: Translate,
): NotificationMessage {
  return {
    subject: t('warranties.notice.applied.subject', { number: input.orderNumber }),
    body: {
      message: t('warranties.notice.applied.message', { applicant: input.applicant, company: input.companyName, number: input.orderNumber }),
      order: String(input.orderNumber),
      dealer: input.companyName,
      endCustomer: input.customerName,
      installDate: input.installDate,
      installer: input.installer,
    },
    link: '/admin/warranties',
  };
}

export function decisionNotice(warranty: Warranty, t: Translate): NotificationMessage {
  const approved = warranty.status === 'approved';
  const number = warranty.orderNumber;
  const body: Record<string, unknown> = {
    message: approved ? t('warranties.notice.approved.message', { number }) : t('warranties.notice.rejected.message', { number }),
    order: String(number),
  };
  if (approved) body.warrantyNumber = warranty.warrantyNumber;
  if (warranty.decisionNote) body.note = warranty.decisionNote;
  return {
    subject: approved ? t('warranties.notice.approved.subject', { number }) : t('warranties.notice.rejected.subject', { number }),
    body,
    link: `/orders/warranty/${warranty.id}`,
  };
}
