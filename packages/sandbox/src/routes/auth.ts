// Sign-in and token refresh (the only /api calls without a Bearer token).
import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import {
  newRefreshToken,
  REFRESH_TTL_SECONDS,
  signAccessToken,
  verifySignatureOnly,
  type TokenSettings,
} from '../auth/tokens';
import type { UserRecord } from '../data';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { fail, ok } from '../http/reply';
import { verifyPassword } from '../seed/passwords';
import type { SandboxState } from '../state';

const WRONG_CREDENTIALS = 'Неверный логин или пароль';
const SESSION_EXPIRED = 'Сессия истекла, войдите снова';

async function issuePair(state: SandboxState, user: UserRecord, settings: TokenSettings) {
  const refreshToken = newRefreshToken();
  const expiresAt = new Date(Date.now() + REFRESH_TTL_SECONDS * 1000);
  // Expired tokens can never be used again; dropping them keeps the data file small.
  state.data.refreshTokens = state.data.refreshTokens.filter(
    (stored) => Date.parse(stored.expiresAtUtc) > Date.now(),
  );
  state.data.refreshTokens.push({
    token: refreshToken,
    userId: user.id,
    expiresAtUtc: expiresAt.toISOString(),
  });
  return { token: await signAccessToken(user, settings), refreshToken };
}

export function registerAuthRoutes(
  app: Hono<AppEnv>,
  state: SandboxState,
  settings: TokenSettings,
) {
  app.post('/api/user/login', async (c) => {
    const body = await readJson(c, schemas.zLoginUserBody, { invalidStatus: 400 });
    if (!body.ok) return body.response;
    const { userName, password } = body.value;
    // User names are matched without regard to case, as most identity stores normalise them.
    const wanted = userName.trim().toLocaleLowerCase('ru');
    const user = state.data.users.find((u) => u.userName.toLocaleLowerCase('ru') === wanted);
    if (!user || !verifyPassword(password, user.passwordHash)) {
      return fail('loginUser', 401, WRONG_CREDENTIALS);
    }
    if (user.isEnabled === false) return fail('loginUser', 401, 'Учётная запись отключена');
    return ok('loginUser', await issuePair(state, user, settings));
  });

  app.post('/api/user/refresh-token', async (c) => {
    const body = await readJson(c, schemas.zRefreshTokenBody, { invalidStatus: 400 });
    if (!body.ok) return body.response;
    const subject = await verifySignatureOnly(body.value.accessToken, settings);
    const tokens = state.data.refreshTokens;
    const index = tokens.findIndex((t) => t.token === body.value.refreshToken);
    const stored = tokens[index];
    if (!subject || !stored || stored.userId !== subject.userId) {
      return fail('refreshToken', 401, SESSION_EXPIRED);
    }
    // Used once: a second use of the same refresh token finds nothing.
    tokens.splice(index, 1);
    const user = state.data.users.find((u) => u.id === stored.userId);
    if (Date.parse(stored.expiresAtUtc) <= Date.now() || !user || user.isEnabled === false) {
      return fail('refreshToken', 401, SESSION_EXPIRED);
    }
    return ok('refreshToken', await issuePair(state, user, settings));
  });
}
