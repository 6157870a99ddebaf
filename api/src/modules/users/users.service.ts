import type { DataSource } from 'typeorm';
import { conflict, guardDb, notFound } from '../../core/errors';
import type { Passwords } from '../../core/auth/passwords';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { paging, validate } from '../../core/validation';
import { createUserSchema, updateUserSchema } from '../../../../validation/users';
import { toUserDto, type UserDto } from './user.mapper';
import { UsersRepository } from './users.repository';

const TAKEN = {
  users_username_key: conflict('That username is already taken', 'username'),
  users_email_key: conflict('An account with this email already exists', 'email'),
};

const LAST_ADMIN = 'The last admin cannot be removed or demoted. Make another user an admin first.';

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
    requireAdmin(viewer);
    const data = await validate(createUserSchema, input);
    const passwordHash = await this.passwords.hash(data.password);
    const user = await guardDb(
      () =>
        this.users.insert({
          username: data.username,
          email: data.email.toLowerCase(),
          fullName: data.fullName,
          passwordHash,
          isAdmin: data.isAdmin ?? false,
          isParent: data.isParent ?? false,
        }),
      TAKEN,
    );
    return toUserDto(user);
  }

  async update(viewer: Viewer | null, id: number, input: unknown): Promise<UserDto> {
    requireAdmin(viewer);
    const data = await validate(updateUserSchema, input);
    return guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const user = await this.users.findById(id, m);
          if (!user) throw notFound('User not found');
          const isAdmin = data.isAdmin ?? false;
          if (user.isAdmin && !isAdmin) {
            const admins = await this.users.lockAdminIds(m);
            if (admins.length <= 1) throw conflict(LAST_ADMIN, 'isAdmin');
          }
          await this.users.update(id, { fullName: data.fullName, email: data.email.toLowerCase(), isAdmin, isParent: data.isParent ?? false }, m);
          return toUserDto((await this.users.findById(id, m))!);
        }),
      TAKEN,
    );
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const user = await this.users.findById(id, m);
      if (!user) throw notFound('User not found');
      if (user.isAdmin) {
        const admins = await this.users.lockAdminIds(m);
        if (admins.length <= 1) throw conflict(LAST_ADMIN);
      }
      await this.users.delete(id, m);
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
      if (!existing.isAdmin) await this.users.update(existing.id, { isAdmin: true });
      return { user: toUserDto({ ...existing, isAdmin: true }), created: false, promoted: !existing.isAdmin };
    }
    const passwordHash = await this.passwords.hash(data.password);
    const user = await guardDb(
      () =>
        this.users.insert({
          username: data.email.toLowerCase(),
          email: data.email.toLowerCase(),
          fullName: data.fullName,
          passwordHash,
          isAdmin: true,
        }),
      TAKEN,
    );
    return { user: toUserDto(user), created: true, promoted: false };
  }
}
