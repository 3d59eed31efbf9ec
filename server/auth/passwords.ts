/**
 * Password hashing with node:crypto scrypt, a per-user salt and a constant-time compare.
 * Stored form: `scrypt$N$r$p$<salt base64url>$<hash base64url>`.
 *
 * Cost: OWASP's Password Storage Cheat Sheet lists N=2^17, r=8, p=1 and equivalent settings that
 * trade memory for parallelism; we use N=2^14, r=8, p=5 (16 MiB per hash, so four concurrent
 * sign-ins on libuv's thread pool stay at 64 MiB). Hashes with other parameters (the older
 * N=2^14, p=1) are replaced on the next successful sign-in (`needsRehash`).
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 16384;
const R = 8;
const P = 5;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

async function hashWithSalt(password: string, salt: Buffer): Promise<string> {
  const key = await derive(password, salt, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Hashes with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hashWithSalt(password, randomBytes(16));
}

// The seed hashes the demo password with fixed per-user salts on every reset: remember the results.
const seedMemo = new Map<string, Promise<string>>();

/** Hashes with a salt derived from `saltSource` (seed data only), memoised so re-seeding stays fast. */
export function hashSeedPassword(password: string, saltSource: string): Promise<string> {
  const salt = createHash("sha256").update(`ipo-seed:${saltSource}`).digest().subarray(0, 16);
  const memoKey = `${saltSource}\u0000${password}`;
  let hashed = seedMemo.get(memoKey);
  if (!hashed) {
    hashed = hashWithSalt(password, salt);
    seedMemo.set(memoKey, hashed);
  }
  return hashed;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same time as a real check, so unknown accounts cannot be told apart.
    await derive(password, Buffer.alloc(16), { N, r: R, p: P });
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether a stored hash was made with other parameters than today's (re-hash it after a successful check). */
export function needsRehash(stored: string | null): boolean {
  const parts = (stored ?? "").split("$");
  return parts.length !== 6 || parts[0] !== "scrypt" || parts[1] !== String(N) || parts[2] !== String(R) || parts[3] !== String(P);
}
