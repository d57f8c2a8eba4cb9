import { zTokenPair } from '../../src/schemas';
import { need, skip } from '../scenario';
import { valid, type Step } from './types';

/**
 * Signs in as the given account and refreshes once with the pair it got. Refresh tokens may be
 * one-time, so the run goes on with the new pair. Sign-out ends a session of its own, made for
 * it, so the run's session is never revoked.
 */
export const authSteps: Step[] = [
  {
    operationId: 'loginUser',
    async run({ config, clients }, client) {
      const credentials = need(
        config.credentials,
        'CONTRACT_TOKEN is given: the run uses it instead of signing in',
      );
      const result = await client.POST('/api/user/login', { body: credentials });
      const pair = valid(zTokenPair, result.data);
      if (pair) clients.session.set(pair);
      return result;
    },
  },
  {
    operationId: 'refreshToken',
    async run({ clients }, client) {
      const held = need(clients.session.pair(), 'not signed in');
      const refreshToken =
        held.refreshToken ?? skip('no refresh token: set CONTRACT_REFRESH_TOKEN');
      const result = await client.POST('/api/user/refresh-token', {
        body: { accessToken: held.token, refreshToken },
      });
      const pair = valid(zTokenPair, result.data);
      if (pair) clients.session.set(pair);
      return result;
    },
  },
  {
    operationId: 'logoutUser',
    async run({ config }, client) {
      const credentials = need(
        config.credentials,
        'CONTRACT_TOKEN is given: sign-out needs a session of its own (CONTRACT_USERNAME/PASSWORD)',
      );
      const signedIn = await client.POST('/api/user/login', { body: credentials });
      const pair = need(valid(zTokenPair, signedIn.data), 'loginUser gave no token pair');
      return client.POST('/api/user/logout', { body: { refreshToken: pair.refreshToken } });
    },
  },
];
