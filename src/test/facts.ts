/**
 * The facts the definition lists inside `scope` show: each term (`dt`) with the text of its value (the `dd` after
 * it), for a test to compare with the facts it expects (`expect(factsIn(card)).toMatchObject({ Billed: '$265.00' })`).
 * A term listed twice in `scope` keeps its last value: give the one card, line or region the facts belong to.
 */
export function factsIn(scope: HTMLElement): Record<string, string> {
  return Object.fromEntries([...scope.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}
