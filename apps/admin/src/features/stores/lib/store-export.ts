import type { ExportJob } from '../../../components/export/export-job';
import { messages } from '../../../config/messages';
import { storeQueries } from '../api/queries';

const m = messages.stores;

/** The store list's columns in a file (the picture left out): every store the search finds. */
export const storeExport: ExportJob = (context) =>
  context.list(
    storeQueries.list,
    [
      { header: m.name, value: (store) => store.name },
      {
        header: m.active,
        value: (store) => (store.isEnabled ? messages.export.yes : messages.export.no),
      },
    ],
    messages.export.files.stores,
  );
