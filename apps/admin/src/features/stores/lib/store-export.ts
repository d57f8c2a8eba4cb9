import type { ExportJob } from '../../../components/export/export-job';
import { messages } from '../../../config/messages';
import { storeQueries } from '../api/queries';

const t = messages.stores;
const e = messages.export;

/** The store list's columns in a file (the picture left out): every store the search finds. */
export const storeExport: ExportJob = (context) =>
  context.list(
    storeQueries.list,
    [
      { header: t.name, value: (store) => store.name },
      { header: t.active, value: (store) => (store.isEnabled ? e.yes : e.no) },
    ],
    e.files.stores,
  );
