// How a voucher's numbers are shown for reading aloud and typing (the copy buttons copy the bare digits).

/** '9123 4567 8901 2345 67': the OXXO reference in fours, as the cashier reads it back. */
export const groupReference = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** '646 180 1234 5678 901 2': a CLABE's bank, plaza, account (in fours) and check digit. */
export const groupClabe = (clabe: string) =>
  /^\d{18}$/.test(clabe)
    ? [
        clabe.slice(0, 3),
        clabe.slice(3, 6),
        clabe.slice(6, 10),
        clabe.slice(10, 14),
        clabe.slice(14, 17),
        clabe.slice(17),
      ].join(' ')
    : clabe;
