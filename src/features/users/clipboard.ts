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

export const LINK_COPIED_MESSAGE = 'Link copied';
export const COPY_FAILED_MESSAGE = 'The link could not be copied. Select it and copy it yourself.';
