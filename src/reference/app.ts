/**
 * Product-wide constants and limits (spec sections 1, 2 and 9). The product's name is a text: the catalogues hold
 * it ('app.productName').
 */

/** Primary and accent colour in both themes. */
export const BRAND_COLOUR = '#ed1c24';

export const TOAST_DURATION_MS = 4000;
/** Below this width the top navigation switches to its compact mobile layout. */
export const MOBILE_BREAKPOINT_PX = 600;
/** Each top-level nav entry needs about this much width before it moves into the 'More' menu. */
export const NAV_ITEM_WIDTH_PX = 150;

export const NOTIFICATION_MENU_WIDTH = '35rem';
export const NOTIFICATION_DIALOG_MAX_WIDTH_PX = 960;
export const RECOVERY_DIALOG_MAX_WIDTH = '50rem';
/** A one-off notification refresh is skipped when the previous one is more recent than this. */
export const NOTIFICATION_REFRESH_INTERVAL_MS = 60_000;
/** Notification images render at this width. */
export const NOTIFICATION_IMAGE_WIDTH_PX = 256;

