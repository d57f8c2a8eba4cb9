import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from './queries';

/** The name of a category for a screen title (the sort screens); undefined while it loads. */
export function useCategoryName(id: number): string | undefined {
  return useQuery({ ...categoryQueries.detail(id), select: (category) => category.value.name })
    .data;
}
