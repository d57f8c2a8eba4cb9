import type { ExportJob } from '../../../components/export/export-job';
import { messages } from '../../../config/messages';
import { productQueries } from '../api/queries';

const m = messages.products;

/** The product list's columns in a file (the picture left out): every product the search finds. */
export const productExport: ExportJob = (context) =>
  context.list(
    productQueries.list,
    [
      { header: m.name, value: (product) => product.name },
      {
        header: m.published,
        value: (product) => (product.isPublished ? messages.export.yes : messages.export.no),
      },
    ],
    messages.export.files.products,
  );
