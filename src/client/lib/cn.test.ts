import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clsx } from 'clsx';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import { CONFLICTS } from './class-conflicts';
import { classKeys, cn, cnSlowCalls } from './cn';

/*
 * cn's fast path against tailwind-merge itself: whenever it answers without tailwind-merge, the
 * answer is tailwind-merge's. The classes are the app's own (every string literal of src/client,
 * with its variants) and every class of tailwind-merge's configuration (with sample values).
 */

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const config = getDefaultConfig();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Tokens of every string literal whose words all look like classes (not i18n keys, not sentences). */
function appClasses(): string[] {
  const looksLikeClass = /^[!\-\w@[(*&][^\s'"`]*$/;
  const found = new Set<string>();
  for (const file of sourceFiles(clientDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$]*)`/g)) {
      const words = (match[1] ?? match[2] ?? match[3]).trim().split(/\s+/).filter(Boolean);
      if (
        words.length > 0 &&
        words.every((w) => looksLikeClass.test(w) && !/\.[a-z]/i.test(w.replace(/\[.*\]/, '')))
      )
        for (const word of words) found.add(word);
    }
  }
  return [...found].sort();
}

/** Values standing in for tailwind-merge's validators when its groups are spelled out. */
const SAMPLES: Record<string, string[]> = {
  isNumber: ['0', '1', '2.5', '12'],
  isInteger: ['1', '3', '12'],
  isFraction: ['1/2', '2/3'],
  isPercent: ['50%', '0%'],
  isTshirtSize: ['xs', 'sm', 'md', 'lg', '2xl'],
  isAny: [
    'red-500',
    'primary',
    'muted-foreground',
    'white/50',
    'ocean-shimmer',
    'gradient-to-br',
    'clip-foo',
    'offset-foo',
    'spacing-x-foo',
    'linear-foo',
    'blend-foo',
    'shadow-foo',
  ],
  isAnyNonArbitrary: ['mono', 'display'],
  isArbitraryValue: [
    '[3px]',
    '[#fff]',
    '[color:red]',
    '[length:var(--x)]',
    '[calc(100%-1rem)]',
    '[url(/a.png)]',
    '[50%]',
    '[2]',
    '[number:700]',
    '[var(--x)]',
  ],
  isArbitraryVariable: ['(--x)', '(length:--x)', '(color:--c)', '(number:--n)'],
};
const arbitrarySamples = [...SAMPLES.isArbitraryValue, ...SAMPLES.isArbitraryVariable];

/** Every class of tailwind-merge's groups: their fixed names, and each validator's sample values. */
function configClasses(): string[] {
  const found = new Set<string>();
  const walk = (definitions: readonly unknown[], parts: string[]) => {
    for (const definition of definitions) {
      if (typeof definition === 'string') found.add([...parts, definition].filter(Boolean).join('-'));
      else if (typeof definition === 'function') {
        const getter = definition as { isThemeGetter?: boolean; name: string } & ((
          theme: unknown,
        ) => unknown[]);
        if (getter.isThemeGetter) walk(getter(config.theme), parts);
        else if (parts.length > 0)
          for (const value of SAMPLES[getter.name] ?? arbitrarySamples)
            found.add([...parts, value].join('-'));
      } else
        for (const [key, inner] of Object.entries(definition as Record<string, unknown[]>))
          walk(inner, key ? [...parts, key] : parts);
    }
  };
  for (const group of Object.values(config.classGroups)) walk(group as readonly unknown[], []);
  return [...found].filter(Boolean).sort();
}

const VARIANTS = [
  '',
  'hover:',
  'md:',
  'md:hover:',
  'hover:md:',
  'dark:',
  '[&_svg]:',
  'data-[state=open]:',
  'group-hover/carousel:',
  'before:hover:',
  'hover:before:',
];
const IMPORTANT = (name: string, n: number) => (n === 1 ? `!${name}` : n === 2 ? `${name}!` : name);

/** A seeded generator (mulberry32): the same pairs on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const disjoint = (a: readonly string[], b: readonly string[]) => !a.some((key) => b.includes(key));

const app = appClasses();
const fromConfig = configClasses();

describe('cn answers as tailwind-merge', () => {
  it('reads the vocabulary it is checked with', () => {
    expect(app.length).toBeGreaterThan(800);
    expect(app).toEqual(
      expect.arrayContaining(['flex', 'text-sm', 'text-muted-foreground', 'md:grid-cols-2']),
    );
    expect(fromConfig.length).toBeGreaterThan(3000);
  });

  it('keeps tailwind-merge 3’s conflicting groups', () => {
    expect(CONFLICTS).toEqual({ ...config.conflictingClassGroups });
    for (const [group, others] of Object.entries(config.conflictingClassGroupModifiers))
      expect(CONFLICTS[group]).toEqual(expect.arrayContaining([...others]));
  });

  it('sees every class tailwind-merge drops for a later one (every class, with tailwind-merge’s own groups)', () => {
    const { getClassGroupId } = createClassGroupUtils(config);
    const parse = createParseClassName(config);
    /** tailwind-merge's group of a class (mergeClassList's lookup, its postfix first cut then kept). */
    const groupOf = (name: string) => {
      const { baseClassName, maybePostfixModifierPosition: at } = parse(name);
      return (at && getClassGroupId(baseClassName.slice(0, at))) || getClassGroupId(baseClassName);
    };
    const byGroup = new Map<string, string[]>();
    for (const name of new Set([
      ...fromConfig,
      ...app.filter((name) => parse(name).modifiers.length === 0),
    ])) {
      const group = groupOf(name);
      if (group && classKeys(name)) byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
    }
    let checked = 0;
    const misses: string[] = [];
    for (const [group, members] of byGroup) {
      const partners = [
        group,
        ...(config.conflictingClassGroups[group as keyof typeof config.conflictingClassGroups] ?? []),
      ];
      // A later class of `group` drops an earlier one of each partner group.
      for (const partner of partners)
        for (const later of members)
          for (const earlier of byGroup.get(partner) ?? []) {
            checked += 1;
            if (disjoint(classKeys(earlier)!.own, classKeys(later)!.overrides))
              misses.push(`${earlier} then ${later} (${partner} / ${group})`);
          }
    }
    expect(misses.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(100_000);
  });

  it('every pair of the app’s classes, in both orders: the fast answer is tailwind-merge’s', () => {
    const keys = app.map((name) => classKeys(name));
    let fast = 0;
    const wrong: string[] = [];
    for (let i = 0; i < app.length; i++) {
      const a = keys[i];
      if (!a) continue;
      for (let j = 0; j < app.length; j++) {
        const b = keys[j];
        if (i === j || !b || !disjoint(a.own, b.overrides)) continue;
        fast += 1;
        const joined = `${app[i]} ${app[j]}`;
        if (twMerge(joined) !== joined) wrong.push(joined);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(fast).toBeGreaterThan(app.length * 100);
  });

  it('hundreds of thousands of random pairs and triples, with variants and `!`: cn equals twMerge(clsx(…))', () => {
    const next = random(20261129);
    const pool = [...app, ...fromConfig];
    const pick = () => {
      const name = pool[Math.floor(next() * pool.length)];
      const variant = VARIANTS[Math.floor(next() * VARIANTS.length)];
      return variant + IMPORTANT(name, next() < 0.9 ? 0 : next() < 0.5 ? 1 : 2);
    };
    const wrong: string[] = [];
    const before = cnSlowCalls();
    const rounds = 300_000;
    for (let n = 0; n < rounds; n++) {
      const inputs = n % 3 === 0 ? [pick(), pick(), pick()] : [pick(), ` ${pick()}\n`];
      if (cn(...inputs) !== twMerge(clsx(inputs))) wrong.push(inputs.join(' | '));
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    // Many answers did not need tailwind-merge (the configuration's classes are mostly of roots
    // cn leaves to it: masks, snaps, tables…).
    expect(rounds - (cnSlowCalls() - before)).toBeGreaterThan(rounds / 4);
  }, 60_000);

  // Known conflicts across groups, and the odd shapes of a class: each merged, or answered exactly.
  const CASES = [
    ...`
    p-2 px-4 | px-4 p-2 | px-2 pl-4 | pl-4 px-2 | py-1 pt-3 | m-2 mx-auto | inset-0 top-2
    top-2 inset-0 | inset-x-0 left-2 | size-4 w-6 | w-6 size-4 | h-4 size-6 | flex hidden
    hidden flex | block inline-flex | md:flex md:hidden | text-sm leading-6 | leading-6 text-sm
    text-sm/6 leading-7 | leading-7 text-sm/6 | text-[11px] leading-none
    text-[length:var(--x)] leading-5 | text-sm text-muted-foreground | text-base text-lg
    truncate whitespace-nowrap | whitespace-nowrap truncate | truncate text-ellipsis
    line-clamp-2 block | block line-clamp-2 | overflow-hidden line-clamp-3 | border border-x-2
    border-x-2 border | border-2 border-t | border-border border-x-primary
    border-x-primary border-border | border-primary border-dashed | border border-primary
    rounded-lg rounded-t-none | rounded-t-none rounded-lg | rounded-t rounded-tl-lg | ring-1 ring-2
    ring ring-ring | ring-2 ring-offset-2 | ring-ring ring-slate-900/10
    ring-[3px] ring-[color:red] | outline outline-2 | outline-none outline-2
    outline-ring outline-offset-2 | outline-offset-foo outline-ring | gap-2 gap-x-4 | gap-x-4 gap-2
    overflow-hidden overflow-x-auto | overflow-x-auto overflow-hidden | grow flex-1 | flex-1 grow
    flex-1 basis-1/2 | shrink-0 flex-none | sr-only not-sr-only | not-sr-only sr-only
    font-bold font-semibold | font-mono font-bold | font-[700] font-bold | w-[3px] w-4 | w-4 w-[3px]
    [mask:none] [mask:url(a)] | [mask:none] mask-none | !p-1 p-2 | p-1! !p-2 | p-1 !p-2
    hover:p-1 p-2 | hover:md:p-1 md:hover:p-2 | bg-black/50 bg-white | bg-primary/90 bg-primary
    bg-gradient-to-br bg-primary | bg-cover bg-primary | bg-linear-foo bg-primary
    bg-clip-foo bg-primary | bg-[url(a.png)] bg-[#fff] | shadow-card shadow-md | shadow-sm shadow-md
    shadow-card shadow-raised | translate-x-1 translate-none | translate-none translate-x-1
    -mt-2 mt-4 | mt-4 -mt-2 | tabular-nums normal-nums | normal-nums tabular-nums | group group
    group/carousel p-1 | peer peer | custom-class custom-class | w-1/2 w-full
    @container @container/main | divide-x divide-x-2 | divide-x-foo divide-red-500
    to-70% to-transparent | from-10% from-red-500 | decoration-2 decoration-(--x)
    border-spacing-2 border-spacing-x-4 | border-spacing-foo border-red-500 | col-span-2 col-start-1
    list-item line-clamp-2 | table-auto table | inline-block inline-size-4 | grid grid-cols-2 | p-1
    [&_svg]:size-4 [&_svg]:w-5 | data-[state=open]:flex data-[state=open]:hidden
  `
      .trim()
      .split(/\s*[|\n]\s*/),
    // Spaces as clsx leaves them, and nothing at all.
    '  p-1 \n\t p-2  ',
    '',
    '   ',
  ];

  it.each(CASES)('%j: the same answer as tailwind-merge', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it('takes the slow path for a conflict and only then', () => {
    const before = cnSlowCalls();
    expect(cn('px-4 p-2 unseen-a')).toBe('p-2 unseen-a');
    expect(cnSlowCalls()).toBe(before + 1);
    expect(
      cn('rounded-md border', 'border-input bg-surface px-3 py-2 text-sm', 'hover:bg-muted', false && 'x'),
    ).toBe('rounded-md border border-input bg-surface px-3 py-2 text-sm hover:bg-muted');
    expect(cnSlowCalls()).toBe(before + 1);
  });

  it('the classes it calls not Tailwind’s are kept by tailwind-merge too', () => {
    for (const name of ['group', 'peer', 'group/carousel', 'peer/field', '[data-index]'])
      expect(twMerge(`${name} ${name}`)).toBe(`${name} ${name}`);
  });
});
