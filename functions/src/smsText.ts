/** Spec section 9: the SMS sent to each opted-in user of an order's company when its status changes. */
export function statusChangeSmsText(product: string, soNumber: string, status: string): string {
  return `${product}: The order status for SO# ${soNumber} has changed to ${status}. For questions, please contact your Calhoun Representative.`;
}
