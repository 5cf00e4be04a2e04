import type { FastifyReply } from "fastify";
import type { AbuseLimiter } from "../services/abuse/limiter";
import type { AbuseLimits } from "../services/abuse/limits";
import { tooManyRequests } from "../services/abuse/too-many-requests";

const TOO_MANY = "Too many sign-in attempts.";

/** Who is trying: the client address key, the account, and the browser when it is a known one. */
export interface SignInAttempt {
  addressKey: string;
  /** `user:<id>` for an existing user, whether named by username or email; `login:<text>` otherwise. */
  accountKey: string;
  /** The nonce of a valid device cookie of this very account (server/auth/device-cookie.ts), if any. */
  deviceKey?: string;
}

/** How an attempt got past the throttle: as a known browser of the account, or checked like any. */
export type SignInPass = "known-device" | "checked";

/** The account key of a sign-in: one per user, so a username and an email share their failures. */
export function accountKeyOf(userID: number | null, login: string): string {
  return userID ? `user:${userID}` : `login:${login.normalize("NFKC").trim().toLowerCase().slice(0, 200)}`;
}

/** The wait after the `over`-th failure past an account's free ones: 1 s, 2 s, 4 s … up to `maxMs`. */
export function signInDelayMs(over: number, maxMs: number): number {
  return over < 1 ? 0 : Math.min(maxMs, 1000 * 2 ** Math.min(over - 1, 30));
}

/**
 * Failed sign-ins only, counted per client address and per account (server/services/abuse):
 *
 * - an address with too many failures waits until its window ends (429 with Retry-After);
 * - an account past its free failures waits a short delay after each further failure, 1 s doubling
 *   to a cap (60 s by default), for every browser not known to it: guessing one account from many
 *   addresses slows to a crawl;
 * - one address adds at most a few failures to an account's run, so a single address never slows
 *   an account down for anyone else: its own limit stops it first;
 * - a known browser of the account (its device cookie, OWASP's "device cookies") waits for neither
 *   the address nor the account, so nobody can lock the owner out of their usual browser; its own
 *   failures are counted apart, and past their small limit it is an unknown browser again, so a
 *   stolen device cookie buys only a few guesses.
 *
 * Unknown logins are counted like accounts, so a 429 never tells whether a name exists.
 */
export class SignInThrottle {
  constructor(
    private readonly limiter: AbuseLimiter,
    private readonly limits: AbuseLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Throws 429 when the address or the account must wait, unless the attempt comes from a known
   * browser of the account. A known browser's try is counted now (a correct password forgets it), so
   * parallel guesses with one device cookie cannot all pass its limit; otherwise nothing is counted.
   */
  async assertMayTry(reply: FastifyReply, attempt: SignInAttempt): Promise<SignInPass> {
    if (attempt.deviceKey) {
      const device = await this.limiter.hit(this.limits.signInFailuresPerDevice, attempt.deviceKey);
      if (device.count <= this.limits.signInFailuresPerDevice.limit) return "known-device";
    }
    const now = this.now();
    const perAddress = this.limits.signInFailuresPerAddress;
    const address = await this.limiter.peek(perAddress.bucket, attempt.addressKey);
    if (address.count >= perAddress.limit) throw tooManyRequests(reply, address.windowEndsMs, TOO_MANY, now);
    const account = await this.limiter.peek(this.limits.signInFailuresPerAccount.bucket, attempt.accountKey);
    if (account.blockedUntilMs) throw tooManyRequests(reply, account.blockedUntilMs, TOO_MANY, now);
    return "checked";
  }

  /**
   * Counts a wrong password and starts the account's delay when its run is long enough. A known
   * browser's failure was counted on its own limit already and counts nowhere else.
   */
  async recordFailure(attempt: SignInAttempt, pass: SignInPass = "checked"): Promise<void> {
    if (pass === "known-device") return;
    const { signInFailuresPerAddress, signInFailuresPerAccountAndAddress, signInFailuresPerAccount } =
      this.limits;
    await this.limiter.hit(signInFailuresPerAddress, attempt.addressKey);
    const pair = await this.limiter.hit(
      signInFailuresPerAccountAndAddress,
      `${attempt.accountKey}|${attempt.addressKey}`,
    );
    const account =
      pair.count <= signInFailuresPerAccountAndAddress.limit
        ? await this.limiter.hit(signInFailuresPerAccount, attempt.accountKey)
        : await this.limiter.peek(signInFailuresPerAccount.bucket, attempt.accountKey);
    const over = account.count - signInFailuresPerAccount.limit;
    // Every failure past the free ones re-arms the delay, counted or not: an address past its share
    // cannot guess between delays, it only cannot make them longer.
    if (over > 0) {
      const delayMs = signInDelayMs(over, this.limits.signInMaxDelayMs);
      await this.limiter.blockUntil(
        signInFailuresPerAccount.bucket,
        attempt.accountKey,
        this.now() + delayMs,
      );
    }
  }

  /** A correct password ends the account's run of failures and the browser's (the address keeps its count). */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.limiter.reset(this.limits.signInFailuresPerAccount.bucket, attempt.accountKey);
    if (attempt.deviceKey)
      await this.limiter.reset(this.limits.signInFailuresPerDevice.bucket, attempt.deviceKey);
  }
}
