/**
 * Hands the member a file the portal made (a CSV export): a download with the given name, through a short-lived
 * object URL. Text files start with a byte order mark so that spreadsheet programs read accented names right.
 */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const blob = new Blob([`\uFEFF${text}`], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
