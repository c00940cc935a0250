/**
 * A name or title from an answer, for a heading or a label: the contract allows any text, the empty string and
 * blanks included, and a page still needs words. Returns the text trimmed, or `fallback` when nothing is left.
 */
export function displayText(value: string | null | undefined, fallback: string): string {
  const text = value?.trim();
  return text ? text : fallback;
}
