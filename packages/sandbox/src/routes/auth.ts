import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import { endSessionOf, redeem, rotate, startSession, type Session } from '../auth/sessions';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { signAccessToken, verifySignatureOnly, type TokenSettings } from '../auth/tokens';
import type { UserRecord } from '../data';
import type { AppEnv } from '../env';
import { AUTH_BODY_LIMIT, readJson } from '../http/body';
import { problem, PROBLEM_TITLES } from '../http/problem';
import { fail, noContent, ok } from '../http/reply';
import { verifyPassword } from '../seed/passwords';
import type { SandboxState } from '../state';

const WRONG_CREDENTIALS = 'Неверный логин или пароль';
const SESSION_EXPIRED = 'Сессия истекла, войдите снова';
const LIMITS = { invalidStatus: 400, maxBytes: AUTH_BODY_LIMIT } as const;

async function tokenPair(user: UserRecord, session: Session, settings: TokenSettings) {
  return {
    token: await signAccessToken(user, session.sessionId, settings),
    refreshToken: session.refreshToken,
  };
}

export function registerAuthRoutes(
  app: Hono<AppEnv>,
  state: SandboxState,
  settings: TokenSettings,
  throttle = new SignInThrottle(),
) {
  app.post('/api/user/login', async (c) => {
    const body = await readJson(c, schemas.zLoginUserBody, LIMITS);
    if (!body.ok) return body.response;
    const { userName, password } = body.value;
    // User names are matched without regard to case, as most identity stores normalise them.
    const wanted = userName.trim().toLocaleLowerCase('ru');
    // Checked before the password, so a throttled guess learns nothing and costs no hashing.
    const wait = throttle.retryAfterSeconds(wanted);
    if (wait > 0) {
      return problem(429, PROBLEM_TITLES.tooManySignIns, { 'Retry-After': String(wait) });
    }
    const user = state.data.users.find((u) => u.userName.toLocaleLowerCase('ru') === wanted);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throttle.failed(wanted);
      return fail('loginUser', 401, WRONG_CREDENTIALS);
    }
    if (!user.isEnabled) return fail('loginUser', 401, 'Учётная запись отключена');
    return ok('loginUser', await tokenPair(user, startSession(state.data, user.id), settings));
  });

  app.post('/api/user/refresh-token', async (c) => {
    const body = await readJson(c, schemas.zRefreshTokenBody, LIMITS);
    if (!body.ok) return body.response;
    const subject = await verifySignatureOnly(body.value.accessToken, settings);
    if (!subject) return fail('refreshToken', 401, SESSION_EXPIRED);
    const redemption = redeem(state.data, body.value.refreshToken, subject.userId);
    // The revocation must outlive a restart, though the answer is an error (not persisted).
    if (redemption.kind === 'reused') state.persist();
    if (redemption.kind !== 'valid') return fail('refreshToken', 401, SESSION_EXPIRED);
    const user = state.data.users.find((u) => u.id === redemption.record.userId);
    if (!user || !user.isEnabled) return fail('refreshToken', 401, SESSION_EXPIRED);
    const next = rotate(state.data, redemption.record);
    return ok('refreshToken', await tokenPair(user, next, settings));
  });

  // The same answer whatever the token was, so that it tells nothing about the token.
  app.post('/api/user/logout', async (c) => {
    const body = await readJson(c, schemas.zLogoutUserBody, LIMITS);
    if (!body.ok) return body.response;
    endSessionOf(state.data, body.value.refreshToken);
    return noContent('logoutUser');
  });
}
