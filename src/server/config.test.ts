import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const fails = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('loadConfig', () => {
  it('turns the variables into the config, durations in milliseconds and the tuning knobs in one group', () => {
    const config = loadConfig({
      SESSION_IDLE_MINUTES: '2',
      REQUEST_TIMEOUT_SECONDS: '90',
      IMAGE_JOBS_QUEUE: '0',
    });
    expect(config.session.idleMs).toBe(120_000);
    expect(config.session.absoluteMs).toBe(30 * 86_400_000);
    expect(config.tuning.timeouts).toMatchObject({ requestMs: 90_000, headersMs: 20_000, bodyMs: 15_000 });
    expect(config.tuning.uploads).toEqual({ total: 2, perAccount: 2 });
    expect(config.tuning.dbAdmission.publicShare).toBe(0.3);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.media).toEqual({ kind: 'local' });
  });

  it('takes an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DB_POOL_SIZE: '' }).tuning.dbPool.size).toBe(10);
  });

  it('names every bad variable in one error, with its rule', () => {
    const message = fails({ PORT: 'eighty', DB_PUBLIC_SHARE: '2', REDIS_URL: 'localhost:6379' });
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toContain('  PORT: ');
    expect(message).toContain('  DB_PUBLIC_SHARE: ');
    expect(message).toContain('  REDIS_URL: must start with redis:// or rediss://');
  });

  it('names the variables of a rule across several', () => {
    expect(fails({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '20' })).toContain(
      'HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS',
    );
    expect(fails({ S3_REGION: 'eu-west-1', MEDIA_PUBLIC_URL: 'https://cdn.example' })).toContain(
      'S3_REGION, MEDIA_PUBLIC_URL: set S3_BUCKET too',
    );
    expect(fails({ S3_BUCKET: 'b' })).toContain('S3_REGION: required with S3_BUCKET');
    expect(fails({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' })).toContain(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'http://minio:9000' }).media).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'r',
      endpoint: 'http://minio:9000',
      credentials: undefined,
      forcePathStyle: true,
      publicUrl: undefined,
    });
  });
});
