import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type UserListItem = Schemas['UserListItem'];

const USER_PAGE_SIZE = pageSizes.base;

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...userQueries.lists(), { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/user/manager/list', {
            params: { query: { page, pageSize: USER_PAGE_SIZE, search } },
          }),
        ),
    }),
  details: () => [...userQueries.all(), 'detail'] as const,
  /** The user with their version, which their save sends back. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...userQueries.details(), id] as const,
      queryFn: () =>
        unwrapVersioned(client.GET('/api/admin/user/manager/{id}', { params: { path: { id } } })),
    }),
  /** A customer's promotions (the user editor's own block), with the version their saves send back. */
  promotions: (userId: number) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'promotions', userId] as const,
      queryFn: () =>
        unwrapVersioned(
          client.GET('/api/admin/promotion/user/{userId}/list', {
            params: { path: { userId } },
          }),
        ),
    }),
};
