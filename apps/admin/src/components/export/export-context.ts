import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { csvDay } from '../../lib/csv/csv-values';
import { readEach, readPagesInOrder } from '../../lib/csv/read-pages';
import type { ExportContext } from './export-job';

/** How far an export has come: pages of its list, or records read one by one after them. */
export type ExportProgress = { done: number; total: number; of: 'pages' | 'records' };

/** Readers of one run: server data (never cache), failures left to the export, stop on abort. */
export function exportContext(
  queryClient: QueryClient,
  params: URLSearchParams,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): ExportContext {
  const read = <T, TKey extends QueryKey>(options: FetchQueryOptions<T, Error, T, TKey>) =>
    queryClient.fetchQuery({ ...options, staleTime: 0, meta: { skipGlobalError: true } });
  const reporting = (of: ExportProgress['of']) => ({
    signal,
    onProgress: (done: number, total: number) => onProgress({ done, total, of }),
  });
  const context: ExportContext = {
    params,
    readPages: (page) => readPagesInOrder((number) => read(page(number)), reporting('pages')),
    readEach: (records, query) =>
      readEach(records, (record) => read(query(record)), reporting('records')),
    table: (name, columns, records) => ({
      name,
      header: columns.map((column) => column.header),
      rows: records.map((record) => columns.map((column) => column.value(record))),
    }),
    list: async (query, columns, fileName) => {
      // Read as parseListParams reads it, without importing the list screen's module: its
      // chunks would be listed to load with the export code.
      const search = params.get('search') ?? '';
      const records = await context.readPages((page) => query({ page, search }));
      return context.table(`${fileName}_${csvDay(Date.now())}.csv`, columns, records);
    },
  };
  return context;
}
