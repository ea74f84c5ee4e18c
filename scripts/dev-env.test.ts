import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { devEnvironments } from './dev-env.mjs';

describe('npm run dev', () => {
  it("points the API's links at the address a person opens, Vite's, not the API's port", () => {
    const { api, vite } = devEnvironments({});
    expect(api.PORT).toBe('5001');
    expect(loadConfig(api).publicUrl).toBe('http://localhost:5000');
    expect(vite.API_PORT).toBe(api.PORT);
  });

  it('follows other ports, and keeps a PUBLIC_URL set on purpose', () => {
    const { api, vite } = devEnvironments({ API_PORT: '6001', VITE_PORT: '6000' });
    expect(loadConfig(api).publicUrl).toBe('http://localhost:6000');
    expect(vite).toMatchObject({ API_PORT: '6001', VITE_PORT: '6000' });
    expect(loadConfig(devEnvironments({ PUBLIC_URL: 'https://tunnel.example' }).api).publicUrl).toBe(
      'https://tunnel.example',
    );
  });
});
