import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP ASVS argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPin = (pin: string) => hash(pin, ARGON2);
export async function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  try {
    return await verify(pinHash, pin);
  } catch {
    return false;
  }
}
/** A hash to verify against when the phone is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export const dummyPinHash = () => (dummyHash ??= hashPin('0000-no-account'));

/** Random url-safe token of `bytes` bytes (>= 16 bytes = 128 bits). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** n random decimal digits from the CSPRNG. */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(0, 10));
  return out;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
