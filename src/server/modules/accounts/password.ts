import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet, first Argon2id option: 19 MiB, 2 iterations, 1 lane.
 * 2 is Algorithm.Argon2id, which the package exports as a const enum that isolated modules cannot read.
 */
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown user) it still spends the same work on a
 * dummy hash, so response time does not tell which usernames exist.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
