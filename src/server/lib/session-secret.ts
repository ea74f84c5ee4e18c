import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The cookie-signing secret: SESSION_SECRET when set, else one generated on first start and kept
 * in DATA_DIR (mode 600) so that restarts keep everyone signed in.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
