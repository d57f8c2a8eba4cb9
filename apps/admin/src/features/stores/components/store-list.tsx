import { BoolIcon } from '@shop/ui/bool-icon';
import type { DataTableColumn } from '@shop/ui/data-table';
import { ExportButton } from '../../../components/export/export-button';
import { storeExport } from '../lib/store-export';
import { RecordLink } from '../../../components/record-link';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { Thumbnail } from '../../../components/thumbnail';
import { firstImage } from '../../../lib/images';
import { deleteStore, setStoreEnabled } from '../api/mutations';
import { storeQueries, type StoreListItem } from '../api/queries';

const m = messages.stores;

const columns: readonly DataTableColumn<StoreListItem>[] = [
  {
    id: 'image',
    header: m.image,
    className: 'w-20',
    // The name is in the next column, so the picture needs no text of its own.
    cell: (store) => <Thumbnail path={firstImage(store.images)?.path} alt="" />,
  },
  {
    id: 'name',
    header: m.name,
    cell: (store) => <RecordLink to={paths.stores.edit.href(store.id)}>{store.name}</RecordLink>,
  },
  {
    id: 'isEnabled',
    header: m.active,
    className: 'w-32',
    cell: (store) => (
      <BoolIcon value={store.isEnabled} label={store.isEnabled ? m.enabled : m.disabled} />
    ),
  },
];

/** /stores/list: search, add, first image or a placeholder, name, active tick, delete. */
export function StoreList() {
  return (
    <ListScreen
      title={m.title}
      query={storeQueries.list}
      getRowKey={(store) => store.id}
      addHref={paths.stores.edit.href('new')}
      toolbar={<ExportButton job={storeExport} />}
      columns={columns}
      deleteAction={{
        prompt: m.deletePrompt,
        run: (store) => deleteStore(store.id),
        describe: (store) => store.name,
        invalidates: storeQueries.all(),
      }}
      bulk={{
        enable: (store, on, client) => setStoreEnabled(client, store.id, on),
        invalidates: storeQueries.lists(),
      }}
    />
  );
}
