import type { DataTableColumn } from '@shop/ui/data-table';
import { RecordLink } from '../../../components/record-link';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatRating } from '../../../lib/money';
import { named } from '../../../lib/server-text';
import type { Bartender } from '../api/queries';
import { fullName } from '../lib/bartender-form';
import { Thumbnail } from '../../../components/thumbnail';
import avatarPlaceholder from '../assets/avatar-placeholder.svg';

const m = messages.bartenders;

export const bartenderColumns: readonly DataTableColumn<Bartender>[] = [
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
