import { unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';

export type Slide = Schemas['Slide'];

export const sliderQueries = {
  all: () => ['slider'] as const,
  lists: () => [...sliderQueries.all(), 'list'] as const,
  /** The whole slider: one list, no pages, with its version (which its save sends back). */
  list: () =>
    queryOptions({
      queryKey: sliderQueries.lists(),
      queryFn: () => unwrapVersioned(client.GET('/api/admin/common/slider')),
    }),
};
