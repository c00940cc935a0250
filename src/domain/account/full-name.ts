/** A person's name as the portal shows it: 'Jordan Rivera'; a missing part leaves no stray space. */
export function fullName(person: { readonly firstName?: string | null; readonly lastName?: string | null }): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}
