import bcrypt from 'bcrypt';

/**
 * Password hashing, for every module that sets or checks a password (sign-up, sign-in, admin-made
 * accounts, resets). bcrypt with the configured cost.
 */
export class Passwords {
  /**
   * Compared against when the account does not exist, so both paths take as long. Hashed with
   * the configured cost: a cheaper dummy would answer unknown accounts measurably faster.
   */
  private readonly dummyHash: Promise<string>;

  constructor(private readonly rounds: number) {
    this.dummyHash = bcrypt.hash('not-a-real-password', rounds);
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.rounds);
  }

  /** True when the password matches the hash; with no hash it still takes a full comparison and answers false. */
  async matches(password: string, hash: string | null | undefined): Promise<boolean> {
    const ok = await bcrypt.compare(password, hash ?? (await this.dummyHash));
    return ok && hash != null;
  }
}
