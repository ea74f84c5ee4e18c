/** A stand-in origin to read `next` against: only a path of this site comes back the same. */
const HERE = 'https://here.invalid';

/**
 * Where to go after signing in: the `next` path of the /auth URL, when it is a page of this site,
 * else home. `next` is read the way the browser would read it (which drops tabs and newlines and
 * resolves dot segments), and only a path on this site that starts with one '/' is taken, so a
 * crafted link cannot send a person who just signed in to another site ('//evil.example',
 * '/\evil.example', '/\t/evil.example', '/.//evil.example', 'https://…').
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search + url.hash;
  const onThisSite = url.origin === HERE && /^\/(?![/\\])/.test(path);
  return onThisSite && !url.pathname.startsWith('/auth') ? path : '/';
}

/** /auth, remembering the page the person was on so that signing in brings them back to it. */
export function authPathFrom(location: { pathname: string; search: string }): string {
  if (location.pathname === '/' || location.pathname.startsWith('/auth')) return '/auth';
  return `/auth?${new URLSearchParams({ next: location.pathname + location.search })}`;
}
