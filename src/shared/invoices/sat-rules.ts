// The SAT's rules for the receiver of a CFDI 4.0 (decision 065): the RFC's shape, date and check
// digit, the tax regimes a persona física or moral may have (c_RegimenFiscal), the CFDI uses each
// regime allows (c_UsoCFDI) and the two generic RFCs. Read by the request's schema, the server and
// the form, so the person sees the same message before and after sending.

/** Público en general: a sale to someone who gives no RFC (regime 616, use S01). */
export const RFC_GENERAL_PUBLIC = 'XAXX010101000';
/** A foreign receiver without a Mexican RFC (regime 616, use S01). */
export const RFC_FOREIGN = 'XEXX010101000';

export type TaxpayerKind = 'fisica' | 'moral';

/** c_RegimenFiscal: each regime and who may have it. */
export const TAX_REGIMES = {
  '601': ['moral'],
  '603': ['moral'],
  '605': ['fisica'],
  '606': ['fisica'],
  '607': ['fisica'],
  '608': ['fisica'],
  '610': ['fisica', 'moral'],
  '611': ['fisica'],
  '612': ['fisica'],
  '614': ['fisica'],
  '615': ['fisica'],
  '616': ['fisica'],
  '620': ['moral'],
  '621': ['fisica'],
  '622': ['moral'],
  '623': ['moral'],
  '624': ['moral'],
  '625': ['fisica'],
  '626': ['fisica', 'moral'],
} as const satisfies Record<string, readonly TaxpayerKind[]>;
export type TaxRegime = keyof typeof TAX_REGIMES;
export const TAX_REGIME_CODES = Object.keys(TAX_REGIMES) as TaxRegime[];

/** The regimes of someone who invoices business expenses (the G and I uses). */
const BUSINESS: readonly TaxRegime[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];

/**
 * c_UsoCFDI for what we sell (a membership, a commission): who may use each, and with which
 * regimes. Payments (CP01), payroll (CN01) and personal deductions (D01–D10) never describe them.
 */
export const CFDI_USES = {
  G01: { kinds: ['fisica', 'moral'], regimes: BUSINESS },
  G02: { kinds: ['fisica', 'moral'], regimes: BUSINESS },
  G03: { kinds: ['fisica', 'moral'], regimes: BUSINESS },
  S01: { kinds: ['fisica', 'moral'], regimes: TAX_REGIME_CODES },
} as const satisfies Record<string, { kinds: readonly TaxpayerKind[]; regimes: readonly TaxRegime[] }>;
export type CfdiUse = keyof typeof CFDI_USES;
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as CfdiUse[];

/** The check digit's alphabet: each character's value is its position. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** 3 (moral) or 4 (física) letters, the date yyMMdd, two homoclave characters and the check digit. */
const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/u;

/** An RFC as people type it: upper case, no spaces or dashes. */
export const normalizedRfc = (rfc: string) => rfc.toUpperCase().replace(/[\s-]/g, '');

/** The check digit the SAT computes for the first 11 (moral) or 12 (física) characters. */
export function rfcCheckDigit(withoutDigit: string): string {
  const padded = withoutDigit.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += CHECK_ALPHABET.indexOf(padded[i] ?? ' ') * (13 - i);
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

/** Whether yyMMdd is a real day in some century (29 February needs a leap year). */
function realDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  const year = Number(yy);
  const leap = year % 4 === 0; // 2000 was a leap year, so 00 is too
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

export type RfcProblem = 'shape' | 'date' | 'checkDigit';

/**
 * What an RFC is: the generic ones by name, otherwise a persona física (13 characters) or moral
 * (12) whose date and check digit hold; or what is wrong with it.
 */
export function readRfc(
  input: string,
):
  | { ok: true; kind: TaxpayerKind; generic: 'public' | 'foreign' | null }
  | { ok: false; problem: RfcProblem } {
  const rfc = normalizedRfc(input);
  if (rfc === RFC_GENERAL_PUBLIC) return { ok: true, kind: 'fisica', generic: 'public' };
  if (rfc === RFC_FOREIGN) return { ok: true, kind: 'fisica', generic: 'foreign' };
  const m = RFC_SHAPE.exec(rfc);
  if (!m) return { ok: false, problem: 'shape' };
  const [, , yy = '', mm = '', dd = ''] = m;
  if (!realDate(yy, mm, dd)) return { ok: false, problem: 'date' };
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) return { ok: false, problem: 'checkDigit' };
  return { ok: true, kind: rfc.length === 12 ? 'moral' : 'fisica', generic: null };
}

/** A fiscal address's postal code: five digits, as the SAT's c_CodigoPostal has them (01000 and up). */
export const isPostalCode = (zip: string) => /^\d{5}$/.test(zip) && Number(zip) >= 1000;

/** The company type the SAT's name leaves out ("SA de CV", "S de RL de CV", "SAPI de CV", "SC", "AC"). */
const REGIME_SUFFIX =
  /[\s,]+(S\.?\s?A\.?(\s?P\.?\s?I\.?)?(\s+DE\s+C\.?\s?V\.?)?|S\.?\s+DE\s+R\.?\s?L\.?(\s+DE\s+C\.?\s?V\.?)?|S\.?\s?C\.?|A\.?\s?C\.?)$/iu;

/** Whether a legal name ends with a company type the SAT's name does not carry. */
export const hasRegimeSuffix = (name: string) => REGIME_SUFFIX.test(name.trim());

/** The problem of a regime or use for this RFC, or null (the message keys say the rule). */
export type CombinationProblem =
  | 'genericNeeds616S01'
  | 'regimeNotForFisica'
  | 'regimeNotForMoral'
  | 'useNotForRegime';

export function combinationProblem(
  rfc: { kind: TaxpayerKind; generic: 'public' | 'foreign' | null },
  regime: TaxRegime,
  use: CfdiUse,
): CombinationProblem | null {
  if (rfc.generic) return regime === '616' && use === 'S01' ? null : 'genericNeeds616S01';
  if (!(TAX_REGIMES[regime] as readonly TaxpayerKind[]).includes(rfc.kind))
    return rfc.kind === 'fisica' ? 'regimeNotForFisica' : 'regimeNotForMoral';
  const rule = CFDI_USES[use];
  if (!(rule.kinds as readonly TaxpayerKind[]).includes(rfc.kind)) return 'useNotForRegime';
  if (!(rule.regimes as readonly TaxRegime[]).includes(regime)) return 'useNotForRegime';
  return null;
}
