import type { DataTableColumn } from '@shop/ui/data-table';
import { IconButton } from '@shop/ui/icon-button';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { RecordLink } from '../../../components/record-link';
import { Thumbnail } from '../../../components/thumbnail';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatRating } from '../../../lib/money';
import { labelOf, named } from '../../../lib/server-text';
import avatarPlaceholder from '../assets/avatar-placeholder.svg';
import { deleteBartender } from '../api/mutations';
import { bartenderQueries, type Bartender } from '../api/queries';
import { fullName } from '../lib/bartender-form';
import { BartenderReviewsDialog } from './bartender-reviews-dialog';

const m = messages.bartenders;

export const columns: readonly DataTableColumn<Bartender>[] = [
  {
    id: 'avatar',
    header: m.avatar,
    className: 'w-20',
    cell: (row) => (
      <Thumbnail
        path={row.imagePath}
        alt={named(m.avatarOf, fullName(row), m.avatar)}
        placeholderSrc={avatarPlaceholder}
        placeholderAlt={m.noAvatar}
        isRound
      />
    ),
  },
  {
    id: 'fullName',
    header: m.fullName,
    cell: (row) => <RecordLink to={paths.bartenders.edit.href(row.id)}>{fullName(row)}</RecordLink>,
  },
  {
    id: 'rating',
    header: m.rating,
    className: 'w-28 text-right tabular-nums',
    cell: (row) => formatRating(row.rating),
  },
];

/** /bartenders: the shared list screen over the client-filtered array, plus the reviews modal. */
export function BartenderList() {
  const [reviewed, setReviewed] = useState<Bartender | null>(null);
  return (
    <>
      <ListScreen
        title={m.title}
        query={bartenderQueries.list}
        columns={columns}
        getRowKey={(row) => row.id}
        addHref={paths.bartenders.edit.href('new')}
        searchPlaceholder={m.searchPlaceholder}
        deleteAction={{
          prompt: m.deletePrompt,
          run: (row) => deleteBartender(row.id),
          describe: fullName,
          invalidates: bartenderQueries.all(),
        }}
        bulk={{ invalidates: bartenderQueries.lists() }}
        rowActions={(row) => (
          <IconButton label={labelOf(m.reviews, fullName(row))} onClick={() => setReviewed(row)}>
            <MessageSquareText aria-hidden="true" />
          </IconButton>
        )}
      />
      <BartenderReviewsDialog bartender={reviewed} onClose={() => setReviewed(null)} />
    </>
  );
}
