/** How the store link was shared, for the confirmation shown to the shopper. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The Web Share API where the browser has it; otherwise the link goes to the clipboard (DESIGN §6: /share). */
export async function shareLink(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The shopper closed the share sheet: not an error, and no fallback.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url, nav)) ? 'copied' : 'failed';
}

/** Copies text with the async clipboard, or the older selection-and-copy command where that is refused. */
export async function copyText(text: string, nav: Navigator = navigator): Promise<boolean> {
  try {
    if (nav.clipboard) {
      await nav.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // execCommand is deprecated but is the only copy left when the async clipboard is unavailable (plain http).
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
