/**
 * How an owner is named in public (a week's "Offered by", the owner profile): the first name and the
 * last name's initial, never the whole last name: 'María G.'.
 */
export function ownerDisplayName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase()}.` : firstName.trim();
}
