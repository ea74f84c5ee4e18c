/**
 * Where to go after signing in: the `next` path of the /auth URL, when it is a page of this site,
 * else home. Only a path that starts with one '/' is taken, so a crafted link cannot send a person
 * who just signed in to another site ('//evil.example', '/\evil.example', 'https://…').
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) && !next.startsWith('/auth') ? next : '/';
}

/** /auth, remembering the page the person was on so that signing in brings them back to it. */
export function authPathFrom(location: { pathname: string; search: string }): string {
  if (location.pathname === '/' || location.pathname.startsWith('/auth')) return '/auth';
  return `/auth?${new URLSearchParams({ next: location.pathname + location.search })}`;
}
