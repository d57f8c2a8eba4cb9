import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../components/list-screen/list-screen';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { filterBartenders } from '../lib/filter-bartenders';

export type Bartender = Schemas['Bartender'];
export type BartenderInput = Schemas['BartenderInput'];
export type BartenderVote = Schemas['BartenderVote'];
export type BartenderStore = Schemas['BartenderStore'];

export const bartenderQueries = {
  all: () => ['bartenders'] as const,
  lists: () => [...bartenderQueries.all(), 'list'] as const,
  // The contract returns every bartender at once: the search filters on the client, one page.
  list: ({ search }: ListParams) =>
    queryOptions({
      queryKey: [...bartenderQueries.lists(), { search }] as const,
      queryFn: async (): Promise<Page<Bartender>> => ({
        items: await unwrap(client.GET('/api/admin/bartender/list')),
        pages: 1,
      }),
      select: (page): Page<Bartender> => ({
        items: filterBartenders(page.items, search),
        pages: 1,
      }),
    }),
  details: () => [...bartenderQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...bartenderQueries.details(), id] as const,
      queryFn: () =>
        unwrapVersioned(client.GET('/api/admin/bartender/{id}', { params: { path: { id } } })),
    }),
  votes: (id: number) =>
    queryOptions({
      queryKey: [...bartenderQueries.all(), 'votes', id] as const,
      queryFn: () =>
        unwrap(client.GET('/api/admin/bartender/{id}/votes', { params: { path: { id } } })),
    }),
};
