import { useQuery } from '@tanstack/react-query';
import { bartenderQueries } from '../../features/bartenders/api/queries';
import { BartenderEditor } from '../../features/bartenders/components/bartender-editor';
import { storeQueries } from '../../features/stores/api/queries';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

/** The bartender editor needs the stores for its select: composed here, not imported. */
export default function BartenderEditRoute() {
  const id = useRecordId();
  const stores = useQuery(storeQueries.everything());
  if (id === null) return <NotFoundRoute />;
  const options = (stores.data ?? []).map(({ id: storeId, name, address }) => ({
    id: storeId,
    name,
    address,
  }));
  // Not keyed by id: a first save moves to the new id in the same editor, keeping what was
  // typed meanwhile; the editor itself starts over for another record.
  return <BartenderEditor id={id} stores={options} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(bartenderQueries.detail(id));
  read(storeQueries.everything());
};
