import { zTokenPair } from '../../src/schemas';
import type { ContractConfig } from '../config';
import type { Clients } from '../harness';

/**
 * The behaviour checks' own sign-in, straight at the server: CONTRACT_USERNAME/PASSWORD, else
 * CONTRACT_TOKEN as it is. Returns why it failed, if it did.
 */
export async function signIn(
  config: ContractConfig,
  clients: Clients,
): Promise<string | undefined> {
  if (!config.credentials) return config.token ? undefined : 'no credentials';
  const result = await clients.direct.POST('/api/user/login', { body: config.credentials });
  const pair = zTokenPair.safeParse(result.data);
  if (!pair.success) return `loginUser failed: HTTP ${result.response.status}`;
  clients.session.set(pair.data);
  return undefined;
}
