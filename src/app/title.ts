import { PRODUCT_NAME } from '../reference/app';

/** 'send notification' -> 'Send Notification'; words may be separated by spaces, hyphens or underscores. */
export function toTitleCase(name: string): string {
  return name
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The document title after a navigation: the route name in Title Case and the product name. */
export function documentTitle(routeName: string | null): string {
  const title = routeName ? toTitleCase(routeName) : '';
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
