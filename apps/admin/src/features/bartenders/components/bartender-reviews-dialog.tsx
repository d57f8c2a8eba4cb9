import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { Dialog, DialogContent } from '@shop/ui/dialog';
import { ClampText } from '@shop/ui/table';
import { useQuery } from '@tanstack/react-query';
import { RecordLink } from '../../../components/record-link';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { formatRating } from '../../../lib/money';
import { loadErrorOf } from '../../../lib/query-client';
import { joinTexts, named } from '../../../lib/server-text';
import { bartenderQueries, type Bartender, type BartenderVote } from '../api/queries';
import { fullName } from '../lib/bartender-form';

const m = messages.bartenders;

const userLabel = ({ name, lastName, userName }: BartenderVote['user']) => {
  const person = joinTexts([name, lastName]);
  return person && userName ? `${person} (${userName})` : person || userName;
};

const voteColumns: readonly DataTableColumn<BartenderVote>[] = [
  {
    id: 'date',
    header: m.reviewDate,
    className: 'whitespace-nowrap tabular-nums',
    // Review times are UTC; formatDateTime shows them in local time.
    cell: (vote) => formatDateTime(vote.dateTimeUtc),
  },
  {
    id: 'user',
    header: m.reviewUser,
    cell: ({ user }) => (
      <RecordLink to={paths.users.edit.href(user.id)}>{userLabel(user)}</RecordLink>
    ),
  },
  {
    id: 'rating',
    header: m.reviewRating,
    className: 'text-right tabular-nums',
    cell: (vote) => formatRating(vote.rating),
  },
  {
    id: 'comment',
    header: m.reviewComment,
    // Free text from customers: rendered as text, line breaks kept, read in full.
    cell: (vote) => <span className="whitespace-pre-line">{vote.comment || m.noComment}</span>,
  },
];

export type BartenderReviewsDialogProps = {
  /** The bartender whose reviews are shown; null keeps the dialog closed. */
  bartender: Bartender | null;
  /** The focus then goes back to the row's button (the kit's dialog remembers its opener). */
  onClose: () => void;
};

/** The reviews modal of the bartender list. */
export function BartenderReviewsDialog({ bartender, onClose }: BartenderReviewsDialogProps) {
  const votes = useQuery({
    ...bartenderQueries.votes(bartender?.id ?? 0),
    enabled: bartender !== null,
  });
  const title = named(m.reviewsOf, bartender && fullName(bartender), m.reviews);
  return (
    <Dialog open={bartender !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {bartender ? (
        <DialogContent title={<ClampText text={title} />} sizeClassName="max-w-4xl">
          <DataTable
            caption={title}
            columns={voteColumns}
            rows={votes.data ?? []}
            getRowKey={(vote) => `${vote.dateTimeUtc}|${vote.user.id}`}
            isLoading={votes.isFetching}
            error={votes.isError ? loadErrorOf(votes) : undefined}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
