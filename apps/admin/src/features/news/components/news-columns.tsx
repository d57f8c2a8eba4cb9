import { BoolIcon } from '@shop/ui/bool-icon';
import type { DataTableColumn } from '@shop/ui/data-table';
import { RecordLink } from '../../../components/record-link';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { Thumbnail } from '../../../components/thumbnail';
import { firstImage } from '../../../lib/images';
import { named } from '../../../lib/server-text';
import type { News } from '../api/queries';

const m = messages.news;

const dateCell = (value: string | null | undefined) => formatDate(value) || '—';

export const newsColumns: readonly DataTableColumn<News>[] = [
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
