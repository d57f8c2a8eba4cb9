import { BoolIcon } from '@shop/ui/bool-icon';
import type { DataTableColumn } from '@shop/ui/data-table';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { RecordLink } from '../../../components/record-link';
import { Thumbnail } from '../../../components/thumbnail';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { firstImage } from '../../../lib/images';
import { named } from '../../../lib/server-text';
import { deleteNews, setNewsPublished } from '../api/mutations';
import { newsQueries, type News } from '../api/queries';

const m = messages.news;

const dateCell = (value: string | null | undefined) => formatDate(value) || '—';

const columns: readonly DataTableColumn<News>[] = [
  {
    id: 'image',
    header: m.image,
    className: 'w-24',
    cell: (row) => (
      <Thumbnail path={firstImage(row.images)?.path} alt={named(m.imageOf, row.title, m.image)} />
    ),
  },
  {
    id: 'title',
    header: m.newsTitle,
    cell: (row) => <RecordLink to={paths.news.edit.href(row.id)}>{row.title}</RecordLink>,
  },
  {
    id: 'published',
    header: m.published,
    className: 'w-32 text-center',
    cell: (row) => (
      <BoolIcon value={row.isPublished} label={row.isPublished ? m.published : m.notPublished} />
    ),
  },
  {
    id: 'start',
    header: m.startDate,
    className: 'w-36 whitespace-nowrap tabular-nums',
    cell: (row) => dateCell(row.startDateUtc),
  },
  {
    id: 'end',
    header: m.endDate,
    className: 'w-36 whitespace-nowrap tabular-nums',
    cell: (row) => dateCell(row.endDateUtc),
  },
];

/** /news: search on Enter, add, 20 a page, delete with its prompt ('Удалить этот новость?'). */
export function NewsList() {
  return (
    <ListScreen
      title={m.title}
      query={newsQueries.list}
      columns={columns}
      getRowKey={(row) => row.id}
      addHref={paths.news.edit.href('new')}
      deleteAction={{
        prompt: m.deletePrompt,
        run: (row) => deleteNews(row.id),
        describe: (row) => row.title,
        invalidates: newsQueries.all(),
      }}
      bulk={{
        publish: (row, on, client) => setNewsPublished(client, row.id, on),
        invalidates: newsQueries.lists(),
      }}
    />
  );
}
