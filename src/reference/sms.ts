/**
 * Spec section 9: the text message each opted-in user of an order's company gets when its status changes.
 * The one copy of this text: the status dialog sends it through SENDSMS, the tests assert it.
 */
export function statusChangeSmsText(product: string, soNumber: string, status: string): string {
  return `${product}: The order status for SO# ${soNumber} has changed to ${status}. For questions, please contact your Calhoun Representative.`;
}
