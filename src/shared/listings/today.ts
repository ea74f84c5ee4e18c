/** Today's date where this runs ('yyyy-MM-dd', local time), as the lists compare start dates with it. */
export function localToday(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
