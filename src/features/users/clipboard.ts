/** Copies text with the Clipboard API; resolves false where the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Unable to copy to the clipboard', error);
    return false;
  }
}

/** Catalogue ids of the toasts after copying a link. */
export const LINK_COPIED_MESSAGE = 'users.invites.linkCopied';
export const COPY_FAILED_MESSAGE = 'users.invites.copyFailed';
