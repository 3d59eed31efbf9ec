/**
 * Sign-in throttling, in memory with rate-limiter-flexible. Two limits, both on failed
 * password checks, both the same for user names that exist and names that do not:
 * - per user name AND address: 5 failures in a row lock that name for that address for 15 minutes
 *   (the contract's `account.locked`). Someone guessing locks only their own address out, never
 *   the account holder, so nobody can lock an account they do not know the password of. A
 *   successful sign-in clears the run.
 * - per address: a cap on failures for any names (password spraying, name enumeration), then
 *   every sign-in from that address is refused until the window ends.
 * Both answer 401 `account.locked` without checking the password, so a locked name says nothing
 * about whether it exists. A guesser spread over many addresses is slowed per address only: the
 * price of not letting anyone lock real users out.
 */
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { SignInLimits } from "../config";

function nameKey(username: string, address: string): string {
  return `${username.trim().toLowerCase()}\u0000${address}`;
}

export class SignInThrottle {
  private byNameAndAddress!: RateLimiterMemory;
  private byAddress!: RateLimiterMemory;

  constructor(private readonly limits: SignInLimits) {
    this.reset();
  }

  /** Forgets every count (the test hooks' seed reset). */
  reset(): void {
    this.byNameAndAddress = new RateLimiterMemory({
      points: this.limits.failuresPerNameAndAddress,
      duration: this.limits.windowSeconds, // a run of failures is forgotten after the window
    });
    this.byAddress = new RateLimiterMemory({ points: this.limits.failuresPerAddress, duration: this.limits.windowSeconds });
  }

  /** Whether sign-in of this name from this address is refused before the password is checked. */
  async isLocked(username: string, address: string): Promise<boolean> {
    const [pair, perAddress] = await Promise.all([this.byNameAndAddress.get(nameKey(username, address)), this.byAddress.get(address)]);
    const spent = (res: typeof pair, points: number) => res !== null && res.msBeforeNext > 0 && res.consumedPoints >= points;
    return spent(pair, this.limits.failuresPerNameAndAddress) || spent(perAddress, this.limits.failuresPerAddress);
  }

  /** Counts a failure; true when it used up a limit (this answer already says `account.locked`). */
  async recordFailure(username: string, address: string): Promise<boolean> {
    const key = nameKey(username, address);
    const [pair, perAddress] = await Promise.all([this.byNameAndAddress.penalty(key), this.byAddress.penalty(address)]);
    // A lock lasts the whole window from the failure that set it.
    if (pair.remainingPoints === 0) await this.byNameAndAddress.set(key, pair.consumedPoints, this.limits.windowSeconds);
    if (perAddress.remainingPoints === 0) await this.byAddress.set(address, perAddress.consumedPoints, this.limits.windowSeconds);
    return pair.remainingPoints === 0 || perAddress.remainingPoints === 0;
  }

  /** A successful sign-in ends the run of failures of that name from that address. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.byNameAndAddress.delete(nameKey(username, address));
  }
}
