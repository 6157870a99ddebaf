import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { byKeys } from '../../core/by-keys';
import { toUserDto, type UserDto } from './user.mapper';
import { UsersRepository } from './users.repository';

/**
 * People by id, for every feature that names one (event creators, announcement authors, booking
 * members and reviewers): one statement per request, whatever the list size. Callers only reach
 * people on records they may see, and each transport shows only its own fields of them
 * (GraphQL Person: id and name).
 */
export function userLoaders(ds: DataSource) {
  const users = new UsersRepository(ds);
  return {
    personById: new DataLoader<number, UserDto | null>(async (ids) => byKeys(ids, await users.findByIds(ids), toUserDto)),
  };
}

export type UserLoaders = ReturnType<typeof userLoaders>;
