import type { FastifyInstance } from 'fastify';
import { lastSms } from '../../test/helpers.js';

let counter = 0;
/** A phone no demo account uses; unique within a test run. */
export function freshPhone(): string {
  counter += 1;
  return `0345${String((process.pid * 1000 + counter) % 10_000_000).padStart(7, '0')}`;
}

let ipCounter = 0;
/** A distinct caller address per test, so per-IP limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function sendOtp(app: FastifyInstance, phone: string, purpose?: 'register' | 'reset', ip = freshIp()) {
  return app.inject({
    method: 'POST',
    url: `/api/OTP/${phone}`,
    payload: purpose ? { purpose } : {},
    remoteAddress: ip,
  });
}

export async function codeFor(app: FastifyInstance, phone: string): Promise<string> {
  const text = await lastSms(app, phone);
  const code = text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

export async function verifyOtp(app: FastifyInstance, phone: string, code: string, purpose?: 'register' | 'reset') {
  return app.inject({
    method: 'POST',
    url: `/api/OTP/${phone}/verify`,
    payload: purpose ? { code, purpose } : { code },
  });
}

/** Sends a code, reads it from the outbox as a person reads their phone, and answers the verification token. */
export async function verifiedToken(
  app: FastifyInstance,
  phone: string,
  purpose: 'register' | 'reset' = 'register',
): Promise<string> {
  const sent = await sendOtp(app, phone, purpose);
  if (sent.statusCode !== 200) throw new Error(`OTP send failed: ${sent.statusCode} ${sent.body}`);
  const res = await verifyOtp(app, phone, await codeFor(app, phone), purpose);
  if (res.statusCode !== 200) throw new Error(`OTP verify failed: ${res.statusCode} ${res.body}`);
  return res.json().verification_token as string;
}

/** A wrong code for a given right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/**
 * The per-address look-up limit counts in fixed minutes, so a run of requests that straddles the turn of a minute is
 * counted in two windows. A test that needs its requests in one window starts in a fresh minute when less than
 * `secondsNeeded` of this one is left.
 */
export async function withinOneMinute(secondsNeeded = 20): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < secondsNeeded * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
