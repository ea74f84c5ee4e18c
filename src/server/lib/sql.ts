/** Escapes LIKE wildcards so that a visitor's '%' or '_' is searched for literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
