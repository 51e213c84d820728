/**
 * Invoices and credit notes: each paid order has one invoice numbered in the store's sequence
 * without gaps or repeats (a rolled-back order gives its number back), each refund a credit note
 * naming the invoice; the owner and the order's customer read them as HTML and PDF, nobody else.
 * Orders placed at once are numbered in tax-documents-at-once.test.ts.
 */
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { emailOutbox, orders, stores } from '@/server/src/db/schema';
import { issueInvoice } from '@/server/src/services/documents/issue';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { createOrder, listProducts, type ApiProduct } from './support/shop';
import { invoiceSteps, uncountedPiece } from './support/tax-documents-fixtures';

let t: TestApp;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let uncounted: ApiProduct;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await bearerFor(t.app, 'owner@demo.test');
  shopper = await bearerFor(t.app, 'shopper@demo.test');
  uncounted = await uncountedPiece(t.app);
}, 120_000);
afterAll(() => t.close());

const { paidPayment, invoiceNumbers } = invoiceSteps(() => ({ t, uncounted }));

async function paidOrder(headers: Record<string, string> = {}) {
  const placed = await createOrder(t.app, await paidPayment(headers), headers);
  expect(placed.statusCode).toBe(200);
  return placed.json() as { id: string; orderId: string };
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers: { ...demo, ...headers } });

type DocumentList = {
  invoiceNumber: string | null;
  documents: {
    id: string;
    kind: string;
    number: string;
    invoiceNumber: string | null;
    total: number;
    tax: number;
  }[];
};

/** The text a PDF's info dictionary names it by (pdf-lib writes it as UTF-16 hex). */
function pdfTitle(pdf: Buffer): string {
  const hex = /\/Title\s*<([0-9A-Fa-f]+)>/.exec(pdf.toString('latin1'))?.[1] ?? '';
  const bytes = Buffer.from(hex, 'hex');
  return bytes.subarray(2).swap16().toString('utf16le');
}

/** The text drawn on a PDF's pages: its content streams inflated, hex strings read as WinAnsi. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      body = match[1];
    }
    for (const text of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(Buffer.from(text[1], 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

describe('numbering', () => {
  it('gives back the number of an order whose transaction rolls back', async () => {
    const first = await paidOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
    const taken = (await invoiceNumbers()).length;
    // An order made, invoiced, then its transaction rolled back (a crash before the commit).
    let numbered = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(orders)
          .values({ ...order, id: randomUUID(), orderId: 'ROLLED', paymentIntentId: null })
          .returning();
        numbered = (await issueInvoice(tx, copy)).number;
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(numbered).toBe(taken + 1);
    const next = await paidOrder();
    const numbers = await invoiceNumbers();
    expect(numbers).toHaveLength(taken + 1);
    expect(numbers.find((row) => row.orderId === next.id)!.number).toBe(taken + 1);
  }, 60_000);
});

describe('reading', () => {
  it('shows the owner the invoice number and its papers as HTML and PDF', async () => {
    const { id, orderId } = await paidOrder();
    const detail = await get(`/api/admin/orders/${id}`, owner);
    expect(detail.statusCode).toBe(200);
    const invoiceNumber = (detail.json() as { invoiceNumber: string }).invoiceNumber;
    expect(invoiceNumber).toMatch(/^INV-\d{6}$/);
    const list = await get(`/api/admin/orders?q=${orderId}`, owner);
    expect((list.json() as { items: { invoiceNumber: string }[] }).items).toEqual([
      expect.objectContaining({ orderId, invoiceNumber }),
    ]);

    const papers = await get(`/api/admin/orders/${id}/documents`, owner);
    expect(papers.statusCode).toBe(200);
    const { documents } = papers.json() as DocumentList;
    expect(documents).toEqual([expect.objectContaining({ kind: 'invoice', number: invoiceNumber })]);

    const html = await get(`/api/admin/orders/${id}/documents/${documents[0].id}/html`, owner);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(`Invoice ${invoiceNumber}`);
    expect(html.body).toContain(orderId);
    expect(html.body).toContain(uncounted.name);
    expect(html.body).toContain('Ada Lovelace');
    // The buyer's street, kept encrypted on the order, is printed in the clear.
    expect(html.body).toContain('1 Lincoln St');
    expect(html.body).toContain('Total');

    const pdf = await get(`/api/admin/orders/${id}/documents/${documents[0].id}/pdf`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${invoiceNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf.rawPayload)).toBe(`Invoice ${invoiceNumber}`);
    expect(pdfText(pdf.rawPayload)).toContain(`Invoice ${invoiceNumber}`);
    expect(pdfText(pdf.rawPayload)).toContain(uncounted.name);
  }, 60_000);

  it('lets the customer read their own order’s papers, and no one else', async () => {
    const { id } = await paidOrder(shopper);
    const history = await get('/api/orders/history/shopper@demo.test', shopper);
    const mine = (history.json() as { id: string; invoiceNumber: string | null }[]).find(
      (order) => order.id === id,
    )!;
    expect(mine.invoiceNumber).toMatch(/^INV-\d{6}$/);

    const list = await get(`/api/orders/${id}/documents`, shopper);
    expect(list.statusCode).toBe(200);
    const { documents, invoiceNumber } = list.json() as DocumentList;
    expect(invoiceNumber).toBe(mine.invoiceNumber);
    const pdf = await get(`/api/orders/${id}/documents/${documents[0].id}/pdf`, shopper);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // A guest's order is not this shopper's; a guest with no account has no way in.
    const guestOrder = await paidOrder();
    const guestList = await get(`/api/orders/${guestOrder.id}/documents`, shopper);
    expect(guestList.statusCode).toBe(404);
    expect((await get(`/api/orders/${id}/documents`, {})).statusCode).toBe(401);
    expect((await get(`/api/orders/${id}/documents/${documents[0].id}/html`, {})).statusCode).toBe(401);
  }, 60_000);

  it('lets no other store read a document, by its token or by its address', async () => {
    const { id } = await paidOrder();
    const { documents } = (await get(`/api/admin/orders/${id}/documents`, owner)).json() as DocumentList;
    const northOwner = await bearerFor(t.app, 'owner@north.test', 'north');
    const north = { 'x-tenant-id': 'north', ...northOwner };
    for (const url of [
      `/api/admin/orders/${id}/documents`,
      `/api/admin/orders/${id}/documents/${documents[0].id}/html`,
      `/api/admin/orders/${id}/documents/${documents[0].id}/pdf`,
      `/api/orders/${id}/documents/${documents[0].id}/pdf`,
    ]) {
      const answer = await t.app.inject({ url, headers: north });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('INV-');
      // Its token at the other store is refused before anything is read.
      const crossed = await t.app.inject({ url, headers: { ...demo, ...northOwner } });
      expect([401, 403]).toContain(crossed.statusCode);
    }
    // Another order's document by this order's address is not found either.
    const other = await paidOrder();
    const wrong = await get(`/api/admin/orders/${other.id}/documents/${documents[0].id}/html`, owner);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
  }, 60_000);

  it('refuses a bad format or id by its field', async () => {
    const { id } = await paidOrder();
    const { documents } = (await get(`/api/admin/orders/${id}/documents`, owner)).json() as DocumentList;
    const bad = await get(`/api/admin/orders/${id}/documents/${documents[0].id}/docx`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'format' });
    const badId = await get(`/api/admin/orders/${id}/documents/nope/pdf`, owner);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: 'documentId' });
  });
});

describe('backorders', () => {
  it('gives a backorder its invoice only once it is paid (here marked Paid by the owner)', async () => {
    const soldOut = (await listProducts(t.app)).find((product) => product.totalInventory === 0)!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: soldOut.id, quantity: 1 },
    });
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json() as { orderId: string };
    const found = (await get(`/api/admin/orders?q=${orderId}`, owner)).json() as { items: { id: string }[] };
    const id = found.items[0].id;
    const before = (await get(`/api/admin/orders/${id}/documents`, owner)).json() as DocumentList;
    expect(before).toEqual({ invoiceNumber: null, documents: [] });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { ...demo, ...owner },
      payload: { status: 'Paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect((paid.json() as { invoiceNumber: string }).invoiceNumber).toMatch(/^INV-\d{6}$/);
    const mine = (await get(`/api/orders/${id}/documents`, shopper)).json() as DocumentList;
    expect(mine.documents.map((document) => document.kind)).toEqual(['invoice']);
    const html = await get(`/api/orders/${id}/documents/${mine.documents[0].id}/html`, shopper);
    expect(html.body).toContain(soldOut.name);
  }, 60_000);
});

describe('credit notes', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...demo, ...owner }, payload });

  it('gives each refund a credit note of its own number, naming the invoice', async () => {
    const { id } = await paidOrder();
    expect((await post(`/api/admin/orders/${id}/refund`, { amount: 1, restock: false })).statusCode).toBe(
      200,
    );
    expect(
      (await post(`/api/admin/orders/${id}/refund`, { restock: false, reason: 'Chipped' })).statusCode,
    ).toBe(200);
    const { documents, invoiceNumber } = (
      await get(`/api/admin/orders/${id}/documents`, owner)
    ).json() as DocumentList;
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
    const [, first, second] = documents;
    expect(first).toMatchObject({ invoiceNumber, total: 1 });
    expect(second.invoiceNumber).toBe(invoiceNumber);
    expect(first.number).toMatch(/^CN-\d{6}$/);
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    const html = await get(`/api/admin/orders/${id}/documents/${second.id}/html`, owner);
    expect(html.body).toContain(`Credit note ${second.number}`);
    expect(html.body).toContain(`corrects invoice ${invoiceNumber}`);
    expect(html.body).toContain('Chipped');
  }, 60_000);

  it('gives a cancelled paid order a credit note for all of it', async () => {
    const { id } = await paidOrder();
    const cancelled = await post(`/api/admin/orders/${id}/cancel`, { reason: 'Out of clay' });
    expect(cancelled.statusCode).toBe(200);
    const { documents } = (await get(`/api/admin/orders/${id}/documents`, owner)).json() as DocumentList;
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    expect(documents[1].total).toBe(documents[0].total);
  }, 60_000);
});

describe('the confirmation mail', () => {
  it('lists every piece, the totals and the seller, and links to the invoice, terms and returns', async () => {
    const [store] = await t.database.db.select().from(stores).where(eq(stores.tenantId, 'demo'));
    const info = store.businessInfo as { email?: string; address?: { street?: string; city?: string } };
    const placed = await createOrder(t.app, await paidPayment({}, 2));
    expect(placed.statusCode).toBe(200);
    const { id, orderId } = placed.json() as { id: string; orderId: string };
    const mails = (await t.database.db.select().from(emailOutbox)).filter(
      (mail) => mail.to === 'ada@example.test' && mail.subject.includes(orderId),
    );
    expect(mails).toHaveLength(1);
    const { text } = mails[0];
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(text).toContain(`2 × ${uncounted.name} at ${dollars(Math.round(uncounted.price * 100))} each`);
    expect(text).toContain(`Subtotal: ${dollars(order.subtotalCents)}`);
    expect(text).toContain(`Shipping: ${dollars(order.shippingCents)}`);
    expect(text).toContain(`Total paid: ${dollars(order.totalCents)}`);
    expect(text).toContain('Tax: none charged');
    expect(text).toContain(`Sold by\n${store.storeName}`);
    if (info.address?.street) expect(text).toContain(info.address.street);
    if (info.email) expect(text).toContain(info.email);
    expect(text).toMatch(/Terms of sale: https?:\/\/[^\s]+\/terms/);
    expect(text).toMatch(/Returns: https?:\/\/[^\s]+\/returns/);

    // The invoice link opens the invoice without signing in; the same link with another token does not.
    const link = /Your invoice: (\S+)/.exec(text)![1];
    const url = new URL(link);
    const invoice = await t.app.inject({ url: url.pathname + url.search, headers: demo });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toMatch(/Invoice INV-\d{6}/);
    const forged = await t.app.inject({
      url: `${url.pathname}?token=${'A'.repeat(43)}`,
      headers: demo,
    });
    expect(forged.statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      url: url.pathname + url.search,
      headers: { 'x-tenant-id': 'north' },
    });
    expect(elsewhere.statusCode).toBe(404);
  }, 60_000);
});

describe('with tax', () => {
  const settings = (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/tax-settings',
      headers: { ...demo, ...owner },
      payload: body,
    });
  afterAll(async () => {
    await settings({ pricesIncludeTax: false, registrations: [], provider: 'builtin' });
  });

  it('prints tax by rate and the seller’s registration on the invoice, the credit note and the mail', async () => {
    const saved = await settings({
      pricesIncludeTax: false,
      registrations: [{ country: 'US', region: 'AK', rate: 6, number: 'AK-2026-77' }],
      provider: 'builtin',
    });
    expect(saved.statusCode).toBe(200);
    const { id, orderId } = await paidOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order.taxCents).toBeGreaterThan(0);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

    const { documents } = (await get(`/api/admin/orders/${id}/documents`, owner)).json() as DocumentList;
    const html = (await get(`/api/admin/orders/${id}/documents/${documents[0].id}/html`, owner)).body;
    expect(html).toContain(`Tax US-AK-LOCAL 6%`);
    expect(html).toContain(dollars(order.taxCents));
    expect(html).toContain('Tax registration US-AK AK-2026-77');
    expect(documents[0].tax).toBe(order.taxCents / 100);

    const mail = (await t.database.db.select().from(emailOutbox)).find(
      (row) => row.to === 'ada@example.test' && row.subject.includes(orderId),
    )!;
    expect(mail.text).toContain(`Tax US-AK-LOCAL 6%: ${dollars(order.taxCents)}`);
    expect(mail.text).toContain(`Total paid: ${dollars(order.totalCents)}`);

    // Refunding all of it gives all the tax back, by the invoice's rate.
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { ...demo, ...owner },
      payload: { restock: false },
    });
    expect(refunded.statusCode).toBe(200);
    const after = (await get(`/api/admin/orders/${id}/documents`, owner)).json() as DocumentList;
    const credit = after.documents[1];
    expect(credit).toMatchObject({
      kind: 'credit_note',
      tax: order.taxCents / 100,
      total: order.totalCents / 100,
    });
    const creditHtml = (await get(`/api/admin/orders/${id}/documents/${credit.id}/html`, owner)).body;
    expect(creditHtml).toContain(`Tax US-AK-LOCAL 6%`);
  }, 60_000);
});
