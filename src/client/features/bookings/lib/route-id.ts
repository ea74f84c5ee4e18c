/** A positive whole number from the address ('/bookings/12'), else undefined: no request for a malformed id. */
export const idFrom = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
