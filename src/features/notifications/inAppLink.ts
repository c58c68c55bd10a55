/** Only same-origin app paths are followed ('/orders/view/1'), never '//host', backslash tricks or schemes. */
export function isInAppLink(link: string | undefined): link is string {
  return typeof link === 'string' && /^\/(?![/\\])\S*$/.test(link);
}
