import type { ApiClient } from '../src';
import type { Ownership, Thing } from './registry';
import type { ContractConfig } from './config';

/** What a read of the record answered: its name, none (gone), or why it could not be read. */
type Read = { status: number; name?: string | null };

// Not imported: the scenario imports this module, and a cycle of types is a cycle still.
type Run = {
  config: ContractConfig;
  own: { user?: { id: number } };
  clients: { direct: ApiClient };
};

const byId = (id: number) => ({ params: { path: { id } } });

/** The record's name as the run gave it (see the cases' keepCreated calls). */
const READERS: Record<Thing, (api: ApiClient, id: number, scenario: Run) => Promise<Read>> = {
  city: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/city/{id}', byId(id));
    return { status: response.status, name: data?.name };
  },
  store: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/store/{id}', byId(id));
    return { status: response.status, name: data?.name };
  },
  bartender: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/bartender/{id}', byId(id));
    return { status: response.status, name: data && `${data.lastName} ${data.name}` };
  },
  category: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/catalog/category/{id}', byId(id));
    return { status: response.status, name: data?.name };
  },
  product: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/catalog/product/edit/{id}', byId(id));
    return { status: response.status, name: data?.name };
  },
  'news item': async (api, id) => {
    const { data, response } = await api.GET('/api/admin/news/{id}', byId(id));
    return { status: response.status, name: data?.title };
  },
  user: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/user/manager/{id}', byId(id));
    return { status: response.status, name: data?.userName };
  },
  // No call reads one store promotion: the list is searched by the name the run gave it.
  'store promotion': async (api, id, scenario) => {
    const search = `${scenario.config.label}: акция магазина`;
    const { data, response } = await api.GET('/api/admin/promotion/list', {
      params: { query: { page: 1, pageSize: 100, search } },
    });
    const found = data?.items.find((item) => item.id === id);
    return { status: found || !data ? response.status : 0, name: found?.name };
  },
  // The whole list of the run's user: a promotion not in it is gone.
  'user promotion': async (api, id, scenario) => {
    const userId = scenario.own.user?.id;
    if (userId === undefined) return { status: 0 };
    const { data, response } = await api.GET('/api/admin/promotion/user/{userId}/list', {
      params: { path: { userId } },
    });
    const found = data?.find((item) => item.id === id);
    return { status: data && !found ? 404 : response.status, name: found?.name };
  },
  slide: async (api, id) => {
    const { data, response } = await api.GET('/api/admin/common/slider');
    const found = data?.find((slide) => slide.id === id);
    return { status: data && !found ? 404 : response.status, name: found?.content };
  },
};

// Still the run's when its name, read back from the server, is the run's or carries its label or id
// (a check may rename it): a create answered with someone else's id fails. On the mock, always.
export async function ownership(
  scenario: Run,
  thing: Thing,
  id: number,
  name: string,
): Promise<Ownership> {
  if (scenario.config.mode === 'mock') return { state: 'own' };
  let read: Read;
  try {
    read = await READERS[thing](scenario.clients.direct, id, scenario);
  } catch (error) {
    return { state: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
  if (read.status === 404) return { state: 'gone' };
  if (read.status === 0) return { state: 'unknown', reason: 'it cannot be found to be checked' };
  if (typeof read.name !== 'string') {
    return { state: 'unknown', reason: `reading it back answered HTTP ${read.status}` };
  }
  const { label, runId } = scenario.config;
  const isRuns = read.name === name || read.name.includes(label) || read.name.includes(runId);
  return isRuns ? { state: 'own' } : { state: 'not own', name: read.name };
}
