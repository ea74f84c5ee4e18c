import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before (decision 040): after each sign-in it gets a
 * long-lived cookie naming the account and a random nonce, signed with the session secret (HMAC, by
 * the cookie plugin), so nobody can make one for an account they never signed in to. Presented again,
 * it gives the browser its own allowance of failed logins and reset mails, apart from the account's
 * limits for unknown browsers, so strangers' failures never lock the owner's own browser out. It
 * grants nothing else: the session cookie alone decides who a request is.
 */
export const DEVICE_COOKIE = 'semana_device';
/** A year: the allowance lasts as long as the browser keeps coming back. */
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export interface Device {
  userId: number;
  /** `<userId>.<nonce>`: the key the device's own counters are kept under. */
  key: string;
}

/** The device cookie the request carries, if it is one this site signed; which account it names is not yet checked. */
export function deviceOf(request: FastifyRequest): Device | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{22}$/.exec(unsigned.value);
  if (!match) return null;
  return { userId: Number(match[1]), key: unsigned.value };
}

/** A new device cookie for this browser and account (a new nonce each sign-in, so old counters are left behind). */
export function giveDevice(reply: FastifyReply, userId: number, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, `${userId}.${randomBytes(16).toString('base64url')}`, {
    // Only the API reads it (sign-in and reset requests); pages never need it.
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: DEVICE_MAX_AGE_S,
  });
}
