// Never a password or its hash in what the API shows.
import { randomBytes } from 'node:crypto';
import type { components } from '@shop/api-client';
import type { Id, SandboxData, UserRecord } from '../data';
import { hashPassword } from '../seed/passwords';

type S = components['schemas'];

export function publicUser(user: UserRecord): S['User'] {
  const { passwordHash: _passwordHash, ...rest } = user;
  return rest;
}

export function userListItem(user: UserRecord): S['UserListItem'] {
  return {
    id: user.id,
    userName: user.userName,
    name: user.name ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
  };
}

/** A fresh random salt per password the server sets (the seed uses fixed ones). */
export function newPasswordHash(password: string): string {
  return hashPassword(password, randomBytes(12).toString('hex'));
}

export function userNameTaken(data: SandboxData, userName: string, exceptId?: Id): boolean {
  const wanted = userName.trim().toLocaleLowerCase('ru');
  return data.users.some(
    (user) => user.id !== exceptId && user.userName.toLocaleLowerCase('ru') === wanted,
  );
}

/** A deleted user's promotions and sessions go with them; reviews and orders keep their history. */
export function forgetUser(data: SandboxData, id: Id): void {
  data.users = data.users.filter((user) => user.id !== id);
  data.userPromotions = data.userPromotions.filter((promotion) => promotion.userId !== id);
  data.refreshTokens = data.refreshTokens.filter((token) => token.userId !== id);
}
