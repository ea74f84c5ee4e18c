/** Whose a staff row is: the owner's name, or `unknown` (the screen's words) for an ownerless row. */
export const ownerNameOf = (
  row: { user: { firstName: string; lastName: string } | null },
  unknown: string,
) => (row.user ? `${row.user.firstName} ${row.user.lastName}` : unknown);
