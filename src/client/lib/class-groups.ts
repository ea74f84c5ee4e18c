/*
 * Which Tailwind property groups a class could belong to, without tailwind-merge's tables (built on
 * its first call: 75–130 ms on a slow phone). For `cn`'s fast path (lib/cn.ts): two classes whose
 * groups' conflict sets share nothing are never merged by tailwind-merge, so their join is the
 * answer. The answer may be coarser than tailwind-merge's (several of its groups under one name, a
 * group given to a class it does not know): that only sends more joins to tailwind-merge itself.
 * What it must never do is give a class a group that misses a conflict tailwind-merge sees; a root
 * it does not know answers `undefined`, and the join goes to tailwind-merge (lib/cn.test.ts checks
 * the groups against tailwind-merge's own, class by class and pair by pair).
 */

// tailwind-merge's validators, for the values that decide between two groups of one root.
const ARBITRARY = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const VARIABLE = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const TSHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const isNumber = (v: string) => !!v && !Number.isNaN(Number(v));
const isInteger = (v: string) => !!v && Number.isInteger(Number(v));
const isPercent = (v: string) => v.endsWith('%') && isNumber(v.slice(0, -1));
const isArbitrary = (v: string) => ARBITRARY.test(v) || VARIABLE.test(v);
/** An arbitrary length (`[3px]`, `[length:var(--x)]`, `(length:--x)`), as tailwind-merge reads it. */
function isArbitraryLength(v: string): boolean {
  const value = ARBITRARY.exec(v);
  if (value)
    return value[1] ? value[1] === 'length' : LENGTH.test(value[2]) && !COLOR_FUNCTION.test(value[2]);
  return VARIABLE.exec(v)?.[1] === 'length';
}
/** A width (`''`, a number, an arbitrary length) or else a colour: border, ring, outline, divide, decoration. */
const widthOrColor = (width: string, color: string) => (v: string) =>
  v === '' || isNumber(v) || isArbitraryLength(v) ? width : color;

type Groups = string | readonly string[];
/** A root's groups for the rest of the class (`''` when none); undefined: not one of this root's. */
type Rule = Groups | ((value: string) => Groups | undefined);

const words = (list: string, group: string) => Object.fromEntries(list.split(' ').map((w) => [w, group]));
const DISPLAY = 'display';
const EXACT: Record<string, Groups> = {
  ...words(
    'block inline inline-block inline-flex inline-table inline-grid flex grid table contents flow-root list-item hidden',
    DISPLAY,
  ),
  ...words('static fixed absolute relative sticky', 'position'),
  ...words('visible invisible collapse', 'visibility'),
  ...words('sr-only not-sr-only', 'sr'),
  ...words('italic not-italic', 'font-style'),
  ...words('uppercase lowercase capitalize normal-case', 'text-transform'),
  ...words('underline overline line-through no-underline', 'text-decoration'),
  ...words('isolate isolation-auto', 'isolation'),
  truncate: 'text-overflow',
  'normal-nums': 'fvn-normal',
  ordinal: 'fvn-ordinal',
  'slashed-zero': 'fvn-slashed-zero',
  ...words('lining-nums oldstyle-nums', 'fvn-figure'),
  ...words('proportional-nums tabular-nums', 'fvn-spacing'),
  ...words('diagonal-fractions stacked-fractions', 'fvn-fraction'),
};

const BG_POSITION =
  'center top bottom left right top-left left-top top-right right-top bottom-right right-bottom bottom-left left-bottom';
const BG_OTHER: Record<string, string> = {
  ...words(BG_POSITION, 'bg-position'),
  ...words('fixed local scroll', 'bg-attachment'),
  ...words('auto cover contain', 'bg-size'),
  ...words('no-repeat repeat repeat-x repeat-y repeat-space repeat-round', 'bg-repeat'),
  ...words('clip-border clip-padding clip-content clip-text', 'bg-clip'),
  ...words('origin-border origin-padding origin-content', 'bg-origin'),
  ...words('none radial conic', 'bg-image'),
};
const TEXT_OTHER: Record<string, string> = {
  ...words('left center right justify start end', 'text-alignment'),
  ...words('ellipsis clip', 'text-overflow'),
  ...words('wrap nowrap balance pretty', 'text-wrap'),
  base: 'font-size',
};
const FONT_WEIGHTS = new Set('thin extralight light normal medium semibold bold extrabold black'.split(' '));
const BLEND_MODES = new Set(
  'normal multiply screen overlay darken lighten color-dodge color-burn hard-light soft-light difference exclusion hue saturation color luminosity'.split(
    ' ',
  ),
);
const LINE_STYLES = new Set('solid dashed dotted double'.split(' '));

/** Sides of a box, each its own group under a root (`border-x`, `rounded-tl`, `inset-s` …). */
function sides(root: string, list: string, rule: (side: string) => Rule): Record<string, Rule> {
  return Object.fromEntries(list.split(' ').map((side) => [`${root}-${side}`, rule(side)]));
}
const one = (list: string): Record<string, Rule> => Object.fromEntries(list.split(' ').map((g) => [g, g]));

const RULES: Record<string, Rule> = {
  // A group whatever the value (a value tailwind-merge rejects is not a class to it: harmless here).
  ...one(
    'p px py pt pr pb pl ps pe pbs pbe m mx my mt mr mb ml ms me mbs mbe w h size min-w min-h max-w max-h',
  ),
  ...one(
    'gap gap-x gap-y space-x space-y top right bottom left start end inset inset-x inset-y inset-bs inset-be',
  ),
  ...one('z opacity order basis grow shrink aspect cursor select resize columns leading tracking indent'),
  ...one(
    'duration delay ease animate whitespace line-clamp overflow overflow-x overflow-y overscroll overscroll-x overscroll-y',
  ),
  ...one(
    'scroll-m scroll-mx scroll-my scroll-ms scroll-me scroll-mbs scroll-mbe scroll-mt scroll-mr scroll-mb scroll-ml',
  ),
  ...one(
    'scroll-p scroll-px scroll-py scroll-ps scroll-pe scroll-pbs scroll-pbe scroll-pt scroll-pr scroll-pb scroll-pl',
  ),
  ...one(
    'grid-cols grid-rows grid-flow auto-cols auto-rows col-start col-end row-start row-end items self place-content',
  ),
  ...one(
    'place-items place-self justify-items justify-self float clear box align accent fill stroke caret scale rotate skew',
  ),
  ...one(
    'translate-x translate-y translate-z underline-offset ring-offset inset-shadow inset-ring drop-shadow break-after',
  ),
  ...one(
    'break-before break-inside pointer-events list-image blur brightness contrast grayscale invert saturate sepia',
  ),
  ...one('hue-rotate backdrop-filter backdrop-blur backdrop-brightness backdrop-contrast backdrop-grayscale'),
  ...one('backdrop-hue-rotate backdrop-invert backdrop-opacity backdrop-saturate backdrop-sepia text-shadow'),
  'inset-s': 'start',
  'inset-e': 'end',
  '@container': 'container-type',
  col: 'col-start-end',
  row: 'row-start-end',
  justify: 'justify-content',
  content: 'content',
  object: (v) =>
    v === 'contain' || v === 'cover' || v === 'fill' || v === 'none' || v === 'scale-down'
      ? 'object-fit'
      : 'object-position',
  list: (v) => (v === 'inside' || v === 'outside' ? 'list-style-position' : 'list-style-type'),
  transition: (v) => (v === 'normal' || v === 'discrete' ? 'transition-behavior' : 'transition'),
  translate: (v) => (v === 'none' ? 'translate-none' : 'translate'),
  break: (v) => (v === 'normal' || v === 'words' || v === 'all' || v === 'keep' ? 'break' : undefined),
  flex: (v) =>
    v === ''
      ? DISPLAY
      : v === 'row' || v === 'row-reverse' || v === 'col' || v === 'col-reverse'
        ? 'flex-direction'
        : v === 'wrap' || v === 'nowrap' || v === 'wrap-reverse'
          ? 'flex-wrap'
          : 'flex',
  table: (v) => (v === 'auto' || v === 'fixed' ? 'table-layout' : DISPLAY),
  block: (v) => (v === '' ? DISPLAY : 'block-size'),
  inline: (v) =>
    v === '' || v === 'block' || v === 'flex' || v === 'table' || v === 'grid' ? DISPLAY : 'inline-size',
  rounded: 'rounded',
  ...sides('rounded', 's e t r b l ss se ee es tl tr br bl', (side) => `rounded-${side}`),
  // Roots whose last resort is a colour (any value): a class taken out of the colour must be
  // exactly one tailwind-merge takes out, or two colours would go unseen.
  text: (v) =>
    TEXT_OTHER[v] ??
    (TSHIRT.test(v) || isArbitraryLength(v) ? 'font-size' : v === '' ? undefined : 'text-color'),
  bg: (v) =>
    BG_OTHER[v] ??
    (v === '' ? undefined : isArbitrary(v) ? ['bg-position', 'bg-size', 'bg-image', 'bg-color'] : 'bg-color'),
  'bg-linear': (v) =>
    /^to-(t|tr|r|br|b|bl|l|tl)$/.test(v) || isInteger(v) || isArbitrary(v) ? 'bg-image' : undefined,
  'bg-radial': (v) => (v === '' || isArbitrary(v) ? 'bg-image' : undefined),
  'bg-conic': (v) => (v === '' || isInteger(v) || isArbitrary(v) ? 'bg-image' : undefined),
  'bg-blend': (v) => (BLEND_MODES.has(v) ? 'bg-blend' : undefined),
  'bg-position': (v) => (isArbitrary(v) ? 'bg-position' : undefined),
  'bg-size': (v) => (isArbitrary(v) ? 'bg-size' : undefined),
  border: (v) =>
    LINE_STYLES.has(v) || v === 'hidden' || v === 'none'
      ? 'border-style'
      : v === 'collapse' || v === 'separate'
        ? 'border-collapse'
        : widthOrColor('border-w', 'border-color')(v),
  ...sides('border', 'x y s e bs be t r b l', (side) =>
    widthOrColor(`border-w-${side}`, `border-color-${side}`),
  ),
  'border-spacing': (v) => (v === 'px' || isNumber(v) || isArbitrary(v) ? 'border-spacing' : undefined),
  'border-spacing-x': (v) => (v === 'px' || isNumber(v) || isArbitrary(v) ? 'border-spacing-x' : undefined),
  'border-spacing-y': (v) => (v === 'px' || isNumber(v) || isArbitrary(v) ? 'border-spacing-y' : undefined),
  ring: (v) => (v === 'inset' ? 'ring-w-inset' : widthOrColor('ring-w', 'ring-color')(v)),
  outline: (v) =>
    LINE_STYLES.has(v) || v === 'none' || v === 'hidden'
      ? 'outline-style'
      : widthOrColor('outline-w', 'outline-color')(v),
  'outline-offset': (v) => (isNumber(v) || isArbitrary(v) ? 'outline-offset' : undefined),
  divide: (v) =>
    LINE_STYLES.has(v) || v === 'hidden' || v === 'none'
      ? 'divide-style'
      : v === ''
        ? undefined
        : 'divide-color',
  'divide-x': (v) =>
    v === 'reverse'
      ? 'divide-x-reverse'
      : v === '' || isNumber(v) || isArbitraryLength(v)
        ? 'divide-x'
        : undefined,
  'divide-y': (v) =>
    v === 'reverse'
      ? 'divide-y-reverse'
      : v === '' || isNumber(v) || isArbitraryLength(v)
        ? 'divide-y'
        : undefined,
  decoration: (v) =>
    LINE_STYLES.has(v) || v === 'wavy'
      ? 'text-decoration-style'
      : isNumber(v) || v === 'from-font' || v === 'auto'
        ? 'text-decoration-thickness'
        : isArbitrary(v)
          ? ['text-decoration-thickness', 'text-decoration-color']
          : v === ''
            ? undefined
            : 'text-decoration-color',
  shadow: (v) =>
    v === '' || v === 'none' || v === 'inner' || TSHIRT.test(v)
      ? 'shadow'
      : isArbitrary(v)
        ? ['shadow', 'shadow-color']
        : 'shadow-color',
  font: (v) =>
    FONT_WEIGHTS.has(v)
      ? 'font-weight'
      : isArbitrary(v)
        ? ['font-weight', 'font-family']
        : v === ''
          ? undefined
          : 'font-family',
  from: (v) =>
    isPercent(v) || isArbitraryLength(v) ? 'gradient-from-pos' : v === '' ? undefined : 'gradient-from',
  via: (v) =>
    isPercent(v) || isArbitraryLength(v) ? 'gradient-via-pos' : v === '' ? undefined : 'gradient-via',
  to: (v) =>
    isPercent(v) || isArbitraryLength(v) ? 'gradient-to-pos' : v === '' ? undefined : 'gradient-to',
};

/**
 * The groups of a class without its variants, `!` or `/` postfix; `null` for a class that is not
 * Tailwind's (kept as is by tailwind-merge); `undefined` when this file cannot tell.
 */
export function classGroups(base: string): readonly string[] | null | undefined {
  if (base.startsWith('[') && base.endsWith(']')) {
    const colon = base.indexOf(':');
    return colon > 1 ? [`arbitrary..${base.slice(1, colon)}`] : null;
  }
  // Not Tailwind's: the names of a group or a peer for their variants (`group/carousel`).
  if (/^(group|peer)(\/|$)/.test(base)) return null;
  const name = base.length > 1 && base[0] === '-' ? base.slice(1) : base;
  const exact = EXACT[name];
  if (exact !== undefined) return typeof exact === 'string' ? [exact] : exact;
  // The longest root first, as tailwind-merge walks its tree (`border-x-2` before `border`).
  let end = name.length;
  while (end > 0) {
    const rule = RULES[name.slice(0, end)];
    if (rule !== undefined) {
      const groups = typeof rule === 'function' ? rule(name.slice(end + 1)) : rule;
      if (groups !== undefined) return typeof groups === 'string' ? [groups] : groups;
    }
    end = name.lastIndexOf('-', end - 1);
  }
  return undefined;
}
