import { IconButton } from '@shop/ui/icon-button';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { labelOf } from '../../../lib/server-text';
import { deleteBartender } from '../api/mutations';
import { bartenderQueries, type Bartender } from '../api/queries';
import { fullName } from '../lib/bartender-form';
import { bartenderColumns } from './bartender-columns';
import { BartenderReviewsDialog } from './bartender-reviews-dialog';

const m = messages.bartenders;

/** /bartenders: the shared list screen over the client-filtered array, plus the reviews modal. */
export function BartenderList() {
  const [reviewed, setReviewed] = useState<Bartender | null>(null);
  return (
    <>
      <ListScreen
        title={m.title}
        query={bartenderQueries.list}
        columns={bartenderColumns}
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
