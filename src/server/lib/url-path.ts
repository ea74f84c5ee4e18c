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

/** Whether a request that matched no route was meant for the API (so it gets JSON, not the web app). */
export const isApiPath = (rawUrl: string): boolean => {
  const path = canonicalPath(rawUrl);
  return path === '/api' || path.startsWith('/api/');
};
