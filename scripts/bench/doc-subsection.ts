import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The markers around one subsection (`catalogue`, `lighthouse`) of a database's results. */
const marker = (kind: string, name: string, end: 'start' | 'end') => `<!-- bench:${kind}:${name}:${end} -->`;

/** A subsection's body between its markers, so that `--only … --write-doc` can find it again. */
export const wrapSubsection = (kind: string, name: string, body: string) =>
  `${marker(kind, name, 'start')}\n${body}\n${marker(kind, name, 'end')}`;

/**
 * `--only <name> --write-doc`: replaces this subsection of the database's results in
 * docs/performance.md (or adds it at the end of them), leaving every other figure as it was.
 * `rendered` is the subsection with its markers (wrapSubsection).
 */
export function writeDocSubsection(root: string, kind: string, name: string, rendered: string): string {
  const file = path.join(root, 'docs', 'performance.md');
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = doc.indexOf(marker(kind, name, 'start'));
  const end = doc.indexOf(marker(kind, name, 'end'));
  let next: string;
  if (start >= 0 && end > start) {
    next = doc.slice(0, start) + rendered + doc.slice(end + marker(kind, name, 'end').length);
  } else {
    const sectionEnd = doc.indexOf(`<!-- bench:${kind}:end -->`);
    if (sectionEnd < 0) throw new Error(`docs/performance.md has no ${kind} results section to add to`);
    next = `${doc.slice(0, sectionEnd)}\n${rendered}\n${doc.slice(sectionEnd)}`;
  }
  writeFileSync(file, next);
  return file;
}
