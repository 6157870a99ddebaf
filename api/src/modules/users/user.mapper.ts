import type { UserEntity } from './user.entity';

/** The outward shape of a user (GraphQL User and REST). Never carries the hash or tokens. */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  isParent: boolean;
  role: string | null;
  phone: string | null;
  whatsappPhone: string | null;
  bio: string | null;
  membershipNumber: string | null;
  joinedAt: Date;
  /** Set only on the caller's own account (toOwnUserDto): User.language answers the caller's own alone. */
  language?: string | null;
}

export function toUserDto(u: UserEntity): UserDto {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    fullName: u.fullName,
    isAdmin: u.isAdmin,
    isParent: u.isParent ?? false,
    role: u.role,
    phone: u.phone,
    whatsappPhone: u.whatsappPhone,
    bio: u.bio,
    membershipNumber: u.membershipNumber,
    joinedAt: u.joinedAt,
  };
}

/** The caller's own account (me, my profile, the answer to signing in): with their language. */
export const toOwnUserDto = (u: UserEntity): UserDto => ({ ...toUserDto(u), language: u.language });

/** What other members may see of a person (GraphQL Person). */
export interface PersonRef {
  id: number;
  fullName: string;
}
