import { BoolIcon } from '@shop/ui/bool-icon';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../lib/media';
import { deleteStore, storeQueries, type StoreListItem } from '../api/queries';
import { firstImage } from '../lib/store-images';

const t = messages.stores;

function StoreThumbnail({ store }: { store: StoreListItem }) {
  const src = mediaUrl(firstImage(store.images)?.path);
  if (!src) {
    return (
      <span
        role="img"
        aria-label={messages.list.noImage}
        className="flex size-12 items-center justify-center rounded-md border border-border bg-muted text-muted-foreground"
      >
        <ImageOff aria-hidden="true" className="size-5" />
      </span>
    );
  }
  // The name is in the next column, so the picture needs no text of its own.
  return <img src={src} alt="" className="size-12 rounded-md border border-border object-cover" />;
}

/** /stores/list: search, add, first image or a placeholder, name, active tick, delete. */
export function StoreList() {
  return (
    <ListScreen
      title={t.title}
      query={storeQueries.list}
      getRowKey={(store) => store.id}
      addHref={paths.stores.edit.href('new')}
      columns={[
        {
          id: 'image',
          header: t.image,
          className: 'w-20',
          cell: (store) => <StoreThumbnail store={store} />,
        },
        {
          id: 'name',
          header: t.name,
          cell: (store) => (
            <Link
              to={paths.stores.edit.href(store.id)}
              className="focus-ring rounded-sm text-primary underline-offset-4 hover:underline"
            >
              {store.name}
            </Link>
          ),
        },
        {
          id: 'isEnabled',
          header: t.active,
          className: 'w-32',
          cell: (store) => (
            <BoolIcon value={store.isEnabled} label={store.isEnabled ? t.enabled : t.disabled} />
          ),
        },
      ]}
      deleteAction={{
        prompt: t.deletePrompt,
        run: (store) => deleteStore(store.id),
        describe: (store) => store.name,
        invalidates: storeQueries.all(),
      }}
    />
  );
}
