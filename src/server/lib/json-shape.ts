/** How deep and how wide a JSON body may be (decision 038); no route's contract comes near either. */
export interface JsonBounds {
  /** Objects and arrays inside one another. */
  maxDepth: number;
  /** Keys and array items in the whole document, counted together. */
  maxMembers: number;
}

export type JsonShapeProblem = 'depth' | 'members';

/**
 * One pass over JSON text that stops at the first object or array nested deeper than `maxDepth`, or
 * at more than `maxMembers` keys and items in all, before JSON.parse builds anything: parsing half a
 * million nested brackets or 80,000 keys costs hundreds of milliseconds of the one event loop.
 * It only follows strings (so brackets and commas inside them are not counted) and does not check
 * syntax: text it lets through still goes to the real parser. Each container opening and each comma
 * counts as a member, which is at least the number of keys and items.
 */
export function jsonShapeProblem(text: string, bounds: JsonBounds): JsonShapeProblem | undefined {
  const { maxDepth, maxMembers } = bounds;
  let depth = 0;
  let members = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote; a backslash takes the next character with it.
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c) i++;
        else if (s === 0x22) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return 'depth';
      if (++members > maxMembers) return 'members';
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x2c) {
      if (++members > maxMembers) return 'members';
    }
  }
  return undefined;
}
