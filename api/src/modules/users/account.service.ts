import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Passwords } from '../../core/auth/passwords';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { badInput, notFound, refuse } from '../../core/errors';
import { validate } from '../../core/validation';
import type { Clock } from '../../core/clock';
import { deleteAccountSchema } from '../../../../validation/users';
import { lastAdminRefusal, USER_NOT_FOUND } from '../../../../rules/users';
import { record } from '../audit/audit.record';
import { AccountRepository } from './account.repository';
import { UserEntity } from './user.entity';

export const WRONG_PASSWORD = 'That password is not right';

/** A member's own account: download everything held about them, or delete it. */
export class AccountService {
  private readonly repo: AccountRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly passwords: Passwords,
    private readonly clock: Clock,
  ) {
    this.repo = new AccountRepository(ds);
  }

  /** The download's name: the office's day it was made. */
  exportFilename(): string {
    return `d-office-my-data-${this.clock.today()}.json`;
  }

  /** Everything the office holds about the caller, as one JSON document. */
  async exportMine(viewer: Viewer | null): Promise<Record<string, unknown>> {
    const v = requireViewer(viewer);
    return { exportedAt: new Date().toISOString(), ...(await this.repo.export(v.id)) };
  }

  /**
   * Deletes the caller's account after they confirm their password: their own data goes, the
   * account row is anonymised (bookings and invoices keep pointing to "Deleted member"), every
   * session is revoked and the account can no longer sign in. Audited in the same transaction.
   */
  async deleteMine(viewer: Viewer | null, input: unknown): Promise<void> {
    const v = requireViewer(viewer);
    const { password } = await validate(deleteAccountSchema, input);
    const user = await this.ds.getRepository(UserEntity).createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id: v.id }).getOne();
    if (!user) throw notFound(USER_NOT_FOUND);
    // A wrong password is bad input, not a sign-in failure: the caller stays signed in.
    if (!(await this.passwords.matches(password, user.passwordHash))) throw badInput(WRONG_PASSWORD, 'password');
    const unusable = await this.passwords.hash(randomBytes(32).toString('base64url'));
    await this.ds.transaction(async (m) => {
      if (user.isAdmin) refuse(lastAdminRefusal(user, 'leave', (await this.repo.lockAdminIds(m)).length));
      const removed = await this.repo.anonymise(v.id, unusable, this.clock.today(), m);
      await record(m, v, {
        action: 'user.account_deleted',
        entityType: 'user',
        entityId: v.id,
        summary: `A member deleted their own account (#${v.id}); bookings and invoices kept, anonymised`,
        before: { isAdmin: user.isAdmin, isParent: user.isParent },
        after: { deleted: true, ...removed },
      });
    });
  }
}
