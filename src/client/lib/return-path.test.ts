import { describe, expect, it } from 'vitest';
import { authPathFrom, returnPath } from './return-path';

describe('returnPath', () => {
  it('returns to a page of this site, with its query', () => {
    expect(returnPath('?next=%2Fcheckout%3Ftier%3Dgold%26amount%3D3500')).toBe(
      '/checkout?tier=gold&amount=3500',
    );
    expect(returnPath('?tab=register&next=/dashboard')).toBe('/dashboard');
  });

  it('goes home for anything else', () => {
    for (const search of [
      '',
      '?next=',
      '?next=//evil.example/x',
      '?next=/\\evil.example',
      '?next=https://evil.example',
      '?next=javascript:alert(1)',
      '?next=/auth?next=/x',
      // What the browser's URL parser turns into another site: a tab or newline dropped, a dot segment resolved.
      '?next=%2F%09%2Fevil.example',
      '?next=%2F%0A%2Fevil.example',
      '?next=/.//evil.example',
      '?next=/%09/evil.example',
    ]) {
      expect(returnPath(search), search).toBe('/');
    }
  });
});

describe('authPathFrom', () => {
  it('carries the current page and survives the round trip', () => {
    const path = authPathFrom({ pathname: '/checkout', search: '?tier=gold&amount=3500' });
    expect(path).toBe('/auth?next=%2Fcheckout%3Ftier%3Dgold%26amount%3D3500');
    expect(returnPath(path.slice('/auth'.length))).toBe('/checkout?tier=gold&amount=3500');
  });

  it('is plain /auth from home or from /auth itself', () => {
    expect(authPathFrom({ pathname: '/', search: '' })).toBe('/auth');
    expect(authPathFrom({ pathname: '/auth', search: '?tab=register' })).toBe('/auth');
  });
});
