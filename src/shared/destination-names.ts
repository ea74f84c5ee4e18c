import { fold } from './text';

/**
 * A destination's name as an address may spell it: case and accents ignored, and '+', '-', '_'
 * or runs of spaces all one space ('Los+Cabos', 'LOS-CABOS', 'los%20cabos' are Los Cabos).
 */
const nameKey = (name: string) =>
  fold(name)
    .replace(/[\s+_-]+/g, ' ')
    .trim();

/** A path with its percent-escapes decoded (as it is, when they are malformed). */
export const decodedPath = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The location the address names, in any of those spellings. An exact name wins, then one that
 * differs only in case, so two names that fold alike still each reach their own page.
 */
export function findLocation<L extends { name: string }>(
  locations: readonly L[],
  name: string,
): L | undefined {
  const wanted = name.trim();
  const key = nameKey(wanted);
  if (!key) return undefined;
  return (
    locations.find((l) => l.name === wanted) ??
    locations.find((l) => l.name.toLowerCase() === wanted.toLowerCase()) ??
    locations.find((l) => nameKey(l.name) === key)
  );
}

/** A destination's page: its name as the address spells it canonically ('/destinations/Los%20Cabos'). */
export const destinationPath = (name: string) => `/destinations/${encodeURIComponent(name)}`;
