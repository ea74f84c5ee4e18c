import { describe, expect, it, vi } from 'vitest';
import { nginxMissing } from './nginx';

describe('the tests that need nginx, on a machine without it', () => {
  const absent = '/nonexistent/sbin/nginx';

  it('are skipped with the reason and the command that installs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const reason = nginxMissing(absent, {});
      expect(reason).toMatch(/^nginx is not installed: apt-get install nginx/);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('nginx is not installed: apt-get install nginx'),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('fail instead when NGINX_REQUIRED=1 (CI)', () => {
    expect(() => nginxMissing(absent, { NGINX_REQUIRED: '1' })).toThrow(
      /nginx is not installed: apt-get install nginx.*NGINX_REQUIRED=1 makes this a failure/,
    );
  });

  it('run where nginx is an executable file', () => {
    // Any executable stands in for it: only its presence is asked.
    expect(nginxMissing(process.execPath, { NGINX_REQUIRED: '1' })).toBeUndefined();
  });
});
