import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for tests (s3rver, files in a temporary folder), standing in for the
 * object storage the production setup uses: the real SDK talks to it over HTTP. `env` configures
 * the app for it; `keys()` lists what the bucket holds.
 */
export async function startS3Peer(bucket = 'semana-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'semana-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    env,
    endpoint,
    async keys(prefix = ''): Promise<string[]> {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
