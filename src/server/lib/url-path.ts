/**
 * The path a URL names, in one canonical spelling: no query or fragment, percent-escapes decoded
 * (repeatedly, so double encoding does not hide a prefix), backslashes as slashes, duplicate slashes
 * collapsed, dot segments resolved, lower case. Used only to choose between the API's JSON 404 and
 * the web app's shell for a request that matched no route; access is never decided from it.
 */
export function canonicalPath(rawUrl: string): string {
  let path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * "api" as a first segment, alone or followed by anything that is not part of a longer name: matrix
 * parameters (`/api;x=y/user`), an escaped separator (`/api%3Bx`, `/api%00`), an extension.
 */
const API_SEGMENT = /^api(?![a-z0-9_-])/;

/**
 * Whether a request that matched no route was meant for the API (so it gets JSON, not the web app).
 * Decided on the canonical path, the way the router's own decoding would see it, so no spelling of
 * an API address (`/API/…`, `/api//x`, `/api%2Fx`, `/api;x=y/user`) falls through to the HTML page.
 */
export const isApiPath = (rawUrl: string): boolean => {
  const first = canonicalPath(rawUrl).split('/')[1] ?? '';
  return API_SEGMENT.test(first);
};
