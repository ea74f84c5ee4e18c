import bwipjs from 'bwip-js/node';

/**
 * An OXXO reference as a Code 128 barcode, an SVG document the cashier's scanner reads from a
 * screen or a print-out (decision 064: bwip-js draws it; digits only, so Code 128's set C packs
 * two digits per symbol). Null for anything that is not a reference of digits.
 */
export function code128Svg(reference: string): string | null {
  if (!/^\d{8,30}$/.test(reference)) return null;
  return bwipjs.toSVG({ bcid: 'code128', text: reference, height: 14, includetext: false });
}
