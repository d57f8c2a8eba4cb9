import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ListParams } from '../list-screen/use-list-params';
import type { CsvColumn, CsvTable } from '../../lib/csv/csv-values';
import type { ListPage } from '../../lib/read-all-pages';

type Query<T, TKey extends QueryKey> = FetchQueryOptions<T, Error, T, TKey>;

/** What an export runs with; the readers and writer load with the export code, not the list. */
export type ExportContext = {
  /** The list's URL parameters when the export was asked for: search and filters. */
  params: URLSearchParams;
  /** Every page of a list (a query of the feature's api module per page), one after another. */
  readPages: <T, TKey extends QueryKey>(
    page: (page: number) => Query<ListPage<T>, TKey>,
  ) => Promise<T[]>;
  /** One query per record, a few at a time (an order's items), in the records' order. */
  readEach: <T, R, TKey extends QueryKey>(
    records: readonly T[],
    query: (record: T) => Query<R, TKey>,
  ) => Promise<R[]>;
  /** The records as a table of the columns, for the file `name`. */
  table: <T>(name: string, columns: readonly CsvColumn<T>[], records: readonly T[]) => CsvTable;
  /** A list searched by name: every page of the URL's search, in '{fileName}_{today}.csv'. */
  list: <T, TKey extends QueryKey>(
    query: (params: ListParams) => Query<ListPage<T>, TKey>,
    columns: readonly CsvColumn<T>[],
    fileName: string,
  ) => Promise<CsvTable>;
};

/** One export of a list: reads what the list's search and filters select, makes the table. */
export type ExportJob = (context: ExportContext) => Promise<CsvTable>;
