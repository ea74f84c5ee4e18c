import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { CONFLICTS } from './class-conflicts';
import { classGroups } from './class-groups';

/*
 * `cn` answers what `twMerge(clsx(inputs))` answers, byte for byte (the server's page and the
 * browser's hydration compare class attributes). tailwind-merge builds its tables of 379 groups on
 * its first call, one long task on a phone (75–130 ms at Lighthouse's slowdown) while a page
 * starts; most joins have nothing to merge, and for those its answer is the classes as given,
 * separated by single spaces. So each class gets the property groups it may set, with their
 * variants (lib/class-groups.ts); when no class may override an earlier one, that join is the
 * answer, and only a join with a possible conflict (or a class not known there) is left to
 * tailwind-merge.
 * The public pages never call it (server/modules/site/class-merge-pages.test.ts).
 */

const SPACES = /\s+/;

/** Answers already given (class lists repeat: every card of a list asks the same). */
const answers = new Map<string, string>();
const ANSWERS_KEPT = 500;
let slowCalls = 0;

/** Joins class names; a later Tailwind class wins over an earlier one of the same property. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let answer = answers.get(classes);
  if (answer === undefined) {
    answer = joinWithoutConflict(classes);
    if (answer === undefined) {
      slowCalls += 1;
      answer = twMerge(classes);
    }
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(classes, answer);
  }
  return answer;
}

/** How many joins were left to tailwind-merge since the process (or the page) started: for tests. */
export function cnSlowCalls(): number {
  return slowCalls;
}

/**
 * The classes separated by single spaces when no class overrides an earlier one (tailwind-merge's
 * answer then); undefined when one may, or a class is not known. As tailwind-merge, from the last
 * class back: a class is dropped when a later one, under the same variants, is of its group or of
 * a group that overrides it (`p-2` overrides `px-4` before it; `leading-6` after `text-sm` stays).
 */
function joinWithoutConflict(classes: string): string | undefined {
  const list = classes.trim().split(SPACES);
  if (list.length === 1 && list[0] === '') return '';
  const overridden = new Set<string>();
  for (let i = list.length - 1; i >= 0; i--) {
    const keys = classKeys(list[i]);
    if (keys === undefined) return undefined;
    for (const key of keys.own) if (overridden.has(key)) return undefined;
    for (const key of keys.overrides) overridden.add(key);
  }
  return list.join(' ');
}

interface ClassKeys {
  /** The groups the class may be of, under its variants and `!`. */
  own: readonly string[];
  /** Those and the groups they override: a class before it of one of these is dropped. */
  overrides: readonly string[];
}

const NONE: ClassKeys = { own: [], overrides: [] };

/**
 * A class's groups and what it overrides, each under its variants (sorted: `hover:focus:` and
 * `focus:hover:` are one) and its `!`; no keys for a class that is not Tailwind's, undefined for
 * one not known here.
 */
export function classKeys(name: string): ClassKeys | undefined {
  let keys = keysByClass.get(name);
  if (keys === undefined && !keysByClass.has(name)) {
    keys = readClassKeys(name);
    if (keysByClass.size >= KEYS_KEPT) keysByClass.clear();
    keysByClass.set(name, keys);
  }
  return keys;
}

/**
 * Each class's keys once: the same few hundred classes make up every class list of a page (a
 * button's dozen, on every button), and reading them again was most of a first join's time.
 */
const keysByClass = new Map<string, ClassKeys | undefined>();
const KEYS_KEPT = 4000;

function readClassKeys(name: string): ClassKeys | undefined {
  const { variants, important, base, postfixAt } = parseClass(name);
  let groups = classGroups(postfixAt === undefined ? base : base.slice(0, postfixAt));
  // As tailwind-merge: a class not known without its postfix is looked up with it.
  if (!groups && postfixAt !== undefined) groups = classGroups(base);
  if (groups === undefined) return undefined;
  if (groups === null) return NONE;
  const prefix = `${variants.sort().join(':')}${important ? '!' : ''}|`;
  const own = groups.map((group) => prefix + group);
  const overrides = [...own];
  for (const group of groups) for (const other of CONFLICTS[group] ?? []) overrides.push(prefix + other);
  return { own, overrides };
}

interface ParsedClass {
  variants: string[];
  important: boolean;
  base: string;
  /** Where a `/` postfix starts in `base` (`bg-black/50`, `text-sm/6`). */
  postfixAt: number | undefined;
}

/** tailwind-merge's reading of a class: variants split at `:` outside brackets, `!`, a `/` postfix. */
function parseClass(name: string): ParsedClass {
  const variants: string[] = [];
  let brackets = 0;
  let parens = 0;
  let start = 0;
  let slash: number | undefined;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (brackets === 0 && parens === 0) {
      if (c === ':') {
        variants.push(name.slice(start, i));
        start = i + 1;
        continue;
      }
      if (c === '/') {
        slash = i;
        continue;
      }
    }
    if (c === '[') brackets++;
    else if (c === ']') brackets--;
    else if (c === '(') parens++;
    else if (c === ')') parens--;
  }
  let base = variants.length === 0 ? name : name.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  const postfixAt = slash && slash > start ? slash - start : undefined;
  return { variants, important, base, postfixAt };
}
