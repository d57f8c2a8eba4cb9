// The files `/api/file/{id}` serves; no contract record points at them.
import type { DownloadFileRecord, ProductRecord } from '../data';
import type { Rng } from './random';

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** A one-page PDF with a line of text; byte offsets are counted so viewers open it. */
function onePagePdf(text: string): string {
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** Semicolon-separated with a BOM, as spreadsheet programs in Russian locales open it. */
function priceList(products: readonly ProductRecord[]): string {
  const rows = products
    .filter((product) => product.isPublished)
    .map((product) => [product.code ?? '', product.name, product.price.toFixed(2)].join(';'));
  return `\ufeffАртикул;Название;Цена, ₽\n${rows.join('\n')}\n`;
}

export function buildFiles(rng: Rng, products: readonly ProductRecord[]): DownloadFileRecord[] {
  return [
    {
      id: rng.uuid(),
      fileName: 'Меню.pdf',
      contentType: 'application/pdf',
      bytesBase64: base64(onePagePdf('Shop menu')),
    },
    {
      id: rng.uuid(),
      fileName: 'Прайс-лист.csv',
      contentType: 'text/csv; charset=utf-8',
      bytesBase64: base64(priceList(products)),
    },
    {
      id: rng.uuid(),
      fileName: 'Журнал синхронизации iiko.txt',
      contentType: 'text/plain; charset=utf-8',
      bytesBase64: base64(
        `Синхронизация с iiko завершена.\nТоваров: ${products.length}.\nОшибок: 0.\n`,
      ),
    },
  ];
}
