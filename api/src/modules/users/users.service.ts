import type { DataSource } from 'typeorm';
import { conflict, guardDb, notFound, refuse } from '../../core/errors';
import type { Passwords } from '../../core/auth/passwords';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { paging, validate } from '../../core/validation';
import { createUserSchema, updateUserSchema } from '../../../../validation/users';
import { EMAIL_TAKEN, lastAdminRefusal, takenRefusal, USER_NOT_FOUND, USERNAME_TAKEN } from '../../../../rules/users';
import { toUserDto, type UserDto } from './user.mapper';
import { UsersRepository } from './users.repository';
import { record } from '../audit/audit.record';
import type { UserEntity } from './user.entity';

/** The unique indexes that hold rules/users.ts#takenRefusal under concurrency, in its words. */
const TAKEN = {
  users_username_key: conflict(USERNAME_TAKEN, 'username'),
  users_email_key: conflict(EMAIL_TAKEN, 'email'),
};

/** Admin management of accounts. */
export class UsersService {
  private readonly users: UsersRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly passwords: Passwords,
  ) {
    this.users = new UsersRepository(ds);
  }

  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<UserDto[]> {
    requireAdmin(viewer);
    const page = paging(limit, offset);
    return (await this.users.list(page.limit, page.offset)).map(toUserDto);
  }

  async create(viewer: Viewer | null, input: unknown): Promise<UserDto> {
    const admin = requireAdmin(viewer);
    const data = await validate(createUserSchema, input);
    refuse(takenRefusal(data, await this.users.holdersOf(data.username, data.email)));
    const passwordHash = await this.passwords.hash(data.password);
    const user = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const created = await this.users.insert(
            {
              username: data.username,
              email: data.email.toLowerCase(),
              fullName: data.fullName,
              passwordHash,
              isAdmin: data.isAdmin ?? false,
              isParent: data.isParent ?? false,
            },
            m,
          );
          await record(m, admin, {
            action: 'user.created',
            entityType: 'user',
            entityId: created.id,
            summary: `Created user ${created.fullName}${roleWords(created)}`,
            after: auditState(created),
          });
          return created;
        }),
      TAKEN,
    );
    return toUserDto(user);
  }

  async update(viewer: Viewer | null, id: number, input: unknown): Promise<UserDto> {
    const admin = requireAdmin(viewer);
    const data = await validate(updateUserSchema, input);
    return guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const user = await this.users.findById(id, m);
          if (!user) throw notFound(USER_NOT_FOUND);
          const isAdmin = data.isAdmin ?? user.isAdmin;
          refuse(takenRefusal({ email: data.email }, (await this.users.holdersOf(null, data.email, m)).filter((u) => u.id !== id)));
          if (user.isAdmin && !isAdmin) refuse(lastAdminRefusal(user, 'demote', (await this.users.lockAdminIds(m)).length));
          await this.users.update(id, { fullName: data.fullName, email: data.email.toLowerCase(), isAdmin, isParent: data.isParent ?? user.isParent ?? false }, m);
          const after = (await this.users.findById(id, m))!;
          const roleChanged = user.isAdmin !== after.isAdmin || user.isParent !== after.isParent;
          const otherChanged = user.fullName !== after.fullName || user.email !== after.email;
          if (roleChanged || otherChanged) {
            await record(m, admin, {
              action: roleChanged ? 'user.role_changed' : 'user.updated',
              entityType: 'user',
              entityId: id,
              summary: roleChanged ? `Changed the roles of ${after.fullName}: ${roleWords(user, 'member')} → ${roleWords(after, 'member')}` : `Edited user ${after.fullName}`,
              before: auditState(user),
              after: auditState(after),
            });
          }
          return toUserDto(after);
        }),
      TAKEN,
    );
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const user = await this.users.findById(id, m);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.isAdmin) refuse(lastAdminRefusal(user, 'delete', (await this.users.lockAdminIds(m)).length));
      await this.users.delete(id, m);
      await record(m, admin, { action: 'user.deleted', entityType: 'user', entityId: id, summary: `Deleted user ${user.fullName}`, before: auditState(user) });
    });
    return id;
  }

  /**
   * Makes sure an admin with this email exists (used at start-up and by `npm run create-admin`).
   * Idempotent: an existing account is promoted if needed and always keeps its password, so an
   * ADMIN_PASSWORD left in the environment never undoes a later password change.
   */
  async ensureAdmin(input: {
    email: string;
    password: string;
    fullName?: string;
  }): Promise<{ user: UserDto; created: boolean; promoted: boolean }> {
    const data = await validate(createUserSchema, {
      username: input.email,
      email: input.email,
      password: input.password,
      fullName: input.fullName ?? 'Administrator',
      isAdmin: true,
    });
    const existing = await this.users.findByEmail(data.email);
    if (existing) {
      if (!existing.isAdmin) {
        await this.ds.transaction(async (m) => {
          await this.users.update(existing.id, { isAdmin: true }, m);
          await record(m, null, {
            action: 'user.role_changed',
            entityType: 'user',
            entityId: existing.id,
            summary: `Made ${existing.fullName} an admin (start-up or create-admin command)`,
            before: auditState(existing),
            after: auditState({ ...existing, isAdmin: true }),
          });
        });
      }
      return { user: toUserDto({ ...existing, isAdmin: true }), created: false, promoted: !existing.isAdmin };
    }
    const passwordHash = await this.passwords.hash(data.password);
    const user = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const created = await this.users.insert(
            { username: data.email.toLowerCase(), email: data.email.toLowerCase(), fullName: data.fullName, passwordHash, isAdmin: true },
            m,
          );
          await record(m, null, {
            action: 'user.created',
            entityType: 'user',
            entityId: created.id,
            summary: `Created admin ${created.fullName} (start-up or create-admin command)`,
            after: auditState(created),
          });
          return created;
        }),
      TAKEN,
    );
    return { user: toUserDto(user), created: true, promoted: false };
  }
}

/** What the audit log keeps of an account an admin manages (never the password hash). */
function auditState(u: Pick<UserEntity, 'username' | 'fullName' | 'email' | 'isAdmin' | 'isParent'>) {
  return { username: u.username, fullName: u.fullName, email: u.email, isAdmin: u.isAdmin, isParent: u.isParent };
}

/** " (admin, parent)" — the roles as words, or `none` when there are none. */
function roleWords(u: Pick<UserEntity, 'isAdmin' | 'isParent'>, none?: string): string {
  const roles = [u.isAdmin && 'admin', u.isParent && 'parent'].filter(Boolean).join(', ');
  if (none !== undefined) return roles || none;
  return roles ? ` (${roles})` : '';
}
