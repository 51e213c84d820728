/**
 * A paper rendered: HTML for the browser to print (no script, styles inline) and PDF to download
 * (pdf-lib, with the standard Helvetica so no font file travels; a character Helvetica cannot
 * draw is printed as "?").
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Paper } from './paper';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#111;margin:2rem auto;max-width:48rem;padding:0 1rem;line-height:1.4}
header{display:flex;justify-content:space-between;gap:2rem;flex-wrap:wrap}
h1{font-size:1.6rem;margin:0 0 .25rem}
.parties{display:flex;gap:3rem;flex-wrap:wrap;margin:1.5rem 0}
.parties h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:#444;margin:0 0 .25rem}
.parties p{margin:0}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #ccc;vertical-align:top}
th.num,td.num{text-align:right;white-space:nowrap}
tfoot td{border-bottom:none}
tfoot tr.strong td{font-weight:700;border-top:2px solid #111}
.notes{color:#333;font-size:.9rem}
@media print{body{margin:0;max-width:none}.no-print{display:none}}
`;

const lines = (values: string[]) => values.map(escape).join('<br>');

export function paperHtml(paper: Paper): string {
  const heading = `${paper.title} ${paper.number}`;
  const meta = [
    `Issued ${paper.issued}`,
    `Order ${paper.orderNumber}`,
    ...(paper.invoiceNumber ? [`Invoice ${paper.invoiceNumber}`] : []),
  ];
  const rows = paper.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td class="num">${escape(line.quantity)}</td><td class="num">${escape(line.unitPrice)}</td><td class="num">${escape(line.total)}</td></tr>`,
    )
    .join('');
  const totals = paper.totals
    .map(
      (total) =>
        `<tr${total.strong ? ' class="strong"' : ''}><td colspan="3">${escape(total.label)}</td><td class="num">${escape(total.amount)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(heading)}</title><style>${STYLE}</style></head>
<body><main>
<header><div><h1>${escape(heading)}</h1><p>${lines(meta)}</p></div></header>
<section class="parties" aria-label="Seller and buyer">
<div><h2>Seller</h2><p>${lines(paper.seller)}</p></div>
<div><h2>Bill to</h2><p>${lines(paper.buyer)}</p></div>
</section>
<table><caption class="no-print" style="text-align:left">Items</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>
<p class="notes">${lines(paper.notes)}</p>
</main></body></html>`;
}

/** Only what the font can draw: the rest becomes "?" (Helvetica's standard encoding is WinAnsi). */
function drawable(font: PDFFont, value: string): string {
  const known = new Set(font.getCharacterSet());
  return [...value.normalize('NFC')]
    .map((char) => (known.has(char.codePointAt(0)!) ? char : char === '−' ? '-' : '?'))
    .join('');
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };

type Pen = { page: PDFPage; y: number };

export async function paperPdf(paper: Paper): Promise<Uint8Array> {
  // Loaded with the first paper drawn: most of the api's work never draws one.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const heading = `${paper.title} ${paper.number}`;
  pdf.setTitle(heading);
  pdf.setSubject(`${heading}, order ${paper.orderNumber}`);
  pdf.setProducer('Sitka');
  pdf.setCreationDate(new Date(`${paper.issued}T00:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pen: Pen = { page: pdf.addPage([PAGE.width, PAGE.height]), y: PAGE.height - PAGE.margin };
  const right = PAGE.width - PAGE.margin;

  const newLine = (height: number) => {
    if (pen.y - height < PAGE.margin) {
      pen.page = pdf.addPage([PAGE.width, PAGE.height]);
      pen.y = PAGE.height - PAGE.margin;
    }
    pen.y -= height;
  };
  const write = (
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = drawable(font, value);
    const at = options.alignRight ? x - font.widthOfTextAtSize(shown, size) : x;
    pen.page.drawText(shown, { x: at, y: pen.y, size, font, color: rgb(0.07, 0.07, 0.07) });
  };
  const fit = (value: string, width: number, size = 10) => {
    let shown = drawable(regular, value);
    while (shown.length > 1 && regular.widthOfTextAtSize(shown, size) > width)
      shown = `${shown.slice(0, -2)}…`;
    return shown;
  };

  newLine(18);
  write(heading, PAGE.margin, { size: 20, font: bold });
  newLine(16);
  write(`Issued ${paper.issued}   Order ${paper.orderNumber}`, PAGE.margin);
  if (paper.invoiceNumber) {
    newLine(14);
    write(`Corrects invoice ${paper.invoiceNumber}`, PAGE.margin);
  }
  newLine(28);
  const top = pen.y;
  write('SELLER', PAGE.margin, { size: 8, font: bold });
  for (const line of paper.seller) {
    newLine(13);
    write(fit(line, 230), PAGE.margin);
  }
  const sellerEnd = pen.y;
  pen.y = top;
  write('BILL TO', 320, { size: 8, font: bold });
  for (const line of paper.buyer) {
    newLine(13);
    write(fit(line, 225), 320);
  }
  pen.y = Math.min(pen.y, sellerEnd);

  const columns = { quantity: 380, unit: 460, total: right };
  newLine(30);
  write('Item', PAGE.margin, { font: bold });
  write('Qty', columns.quantity, { font: bold, alignRight: true });
  write('Unit price', columns.unit, { font: bold, alignRight: true });
  write('Amount', columns.total, { font: bold, alignRight: true });
  newLine(6);
  pen.page.drawLine({ start: { x: PAGE.margin, y: pen.y }, end: { x: right, y: pen.y }, thickness: 0.5 });
  for (const line of paper.lines) {
    newLine(15);
    write(fit(line.description, 300), PAGE.margin);
    write(line.quantity, columns.quantity, { alignRight: true });
    write(line.unitPrice, columns.unit, { alignRight: true });
    write(line.total, columns.total, { alignRight: true });
  }
  newLine(8);
  pen.page.drawLine({ start: { x: PAGE.margin, y: pen.y }, end: { x: right, y: pen.y }, thickness: 0.5 });
  for (const total of paper.totals) {
    newLine(15);
    const font = total.strong ? bold : regular;
    write(total.label, columns.unit - 120, { font });
    write(total.amount, columns.total, { font, alignRight: true });
  }
  newLine(12);
  for (const note of paper.notes) {
    newLine(13);
    write(fit(note, right - PAGE.margin, 9), PAGE.margin, { size: 9 });
  }
  // Without object streams, the document's title (its number) stays readable in the trailer.
  return pdf.save({ useObjectStreams: false });
}
