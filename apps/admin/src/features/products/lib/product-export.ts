import type { ExportJob } from '../../../components/export/export-job';
import { messages } from '../../../config/messages';
import { productQueries } from '../api/queries';

const text = messages.products;
const e = messages.export;

/** The product list's columns in a file (the picture left out): every product the search finds. */
export const productExport: ExportJob = (context) =>
  context.list(
    productQueries.list,
    [
      { header: text.name, value: (product) => product.name },
      { header: text.published, value: (product) => (product.isPublished ? e.yes : e.no) },
    ],
    e.files.products,
  );
