/**
 * The dollar amount in a price an owner wrote as text ('$12,500 USD', 'USD 18,500', 'US$9,900'), so
 * the page can show approximate pesos beside it. Only a text that names US dollars and holds exactly
 * one amount counts: '$18,500' alone may mean pesos in Mexico, and a range or '12,500 MXN' has no
 * single dollar price. Anything else answers null and the text is shown as written.
 */
export function usdInText(text: string): number | null {
  if (!/\b(USD|US\$|U\.S\. dollars?|US dollars?|d[oó]lares)\b|US\$/i.test(text)) return null;
  if (/\b(MXN|pesos?|MX\$)\b|MX\$/i.test(text)) return null;
  const amounts = text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  if (amounts.length !== 1) return null;
  const [amount] = amounts;
  // Thousands separators in threes only: '12,500' yes, '1,25' no.
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(amount)) return null;
  const value = Number(amount.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 && value < 1e9 ? value : null;
}
