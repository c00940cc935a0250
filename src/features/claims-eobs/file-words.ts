/**
 * A text as words of a file name: accents dropped, lower case, anything but letters and digits turned into single
 * dashes ('Familia de José Pérez' → 'familia-de-jose-perez'). A module of its own, without messages, so the browser
 * journeys read a file name the way the portal writes it.
 */
export function fileWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
