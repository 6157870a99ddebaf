import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { asEntities, preparedRows, selectColumns } from '../../speed/db/prepared';
import { UserEntity } from './user.entity';

/** The only place that touches the users table through the ORM. */
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(UserEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  /** DataLoader batches (people on events, bookings, announcements): a prepared statement, no ORM hydration. */
  async findByIds(ids: readonly number[]): Promise<UserEntity[]> {
    const sql = `SELECT ${selectColumns(this.ds, UserEntity, 'u')} FROM users u WHERE u.id = ANY($1::int[])`;
    return asEntities(UserEntity, await preparedRows(this.ds, 'users-by-ids', sql, [[...ids]]));
  }

  /** By username or email, case-insensitive, with the password hash (for sign-in only). */
  findForLogin(login: string) {
    return this.repo()
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('(lower(u.username) = lower(:login) OR lower(u.email) = lower(:login))', { login })
      .andWhere('u.deletedAt IS NULL')
      .orderBy('(lower(u.username) = lower(:login))', 'DESC')
      .getOne();
  }

  findByEmail(email: string, m?: EntityManager) {
    return this.repo(m).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** Accounts holding this username or this email, ignoring case (what the unique indexes compare). */
  holdersOf(username: string | null, email: string, m?: EntityManager): Promise<{ id: number; username: string; email: string }[]> {
    return (m ?? this.ds.manager).query(`SELECT id, username, email FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`, [
      username,
      email,
    ]);
  }

  list(limit: number, offset: number) {
    return this.repo().find({ where: { deletedAt: IsNull() }, order: { fullName: 'ASC', id: 'ASC' }, take: limit, skip: offset });
  }

  insert(values: Partial<UserEntity>, m?: EntityManager) {
    return this.repo(m).save(this.repo(m).create(values));
  }

  async update(id: number, values: Partial<UserEntity>, m?: EntityManager) {
    await this.repo(m).update({ id }, values);
  }

  async delete(id: number, m?: EntityManager) {
    await this.repo(m).delete({ id });
  }

  /** Admin ids, locked, so "never remove the last admin" holds under concurrent requests. */
  async lockAdminIds(m: EntityManager): Promise<number[]> {
    const rows: { id: number }[] = await m.query(`SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE`);
    return rows.map((r) => r.id);
  }
}
