/**
 * Opens a document for the resource download page, in one place tests can observe. The new tab gets no access
 * to the portal's window (its opener is cut). Returns false when the browser blocked the new tab.
 */
export const resourceOpener = {
  open(url: string): boolean {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  },
};
