import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CatalogImportJob } from '@/components/admin/products/catalog-import-job';
import { CATALOG_IMPORT_MESSAGES as M } from '@/lib/messages';
import type { CatalogImport, CatalogImportProgress } from '@/lib/schemas/catalog-imports';
import { answer } from './admin-support';

/** A stand-in for the browser's EventSource: the test plays the api's events into it. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const ID = '6f1c0e55-0000-4000-8000-000000000001';
const running: CatalogImportProgress = {
  id: ID,
  status: 'running',
  fileName: 'moving-in.csv',
  totalRows: 5000,
  doneRows: 1250,
  failedRows: 0,
  images: { pending: 40, done: 10, failed: 0 },
  createdAt: '2026-11-30T00:00:00.000Z',
  finishedAt: null,
};
const finished: CatalogImport = {
  ...running,
  status: 'done',
  doneRows: 5000,
  images: { pending: 0, done: 49, failed: 1 },
  finishedAt: '2026-11-30T00:02:00.000Z',
  rows: [{ row: 2, action: 'create', title: 'Tide pool mug', sku: 'MUG-1' }],
  failedImages: [
    {
      row: 2,
      url: 'http://169.254.169.254/latest.png',
      error: 'The image address is on a private network, so it was not fetched',
      productId: '11111111-1111-4111-8111-111111111111',
    },
  ],
};

const calls = () => (global.fetch as jest.Mock).mock.calls.map(([url, init]) => [url, init?.method ?? 'GET']);

beforeEach(() => {
  FakeEventSource.instances = [];
  (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/cancel')) return answer(200, { ...running, status: 'cancelled' });
    if (url.endsWith('/retry-images'))
      return answer(200, { retried: 1, import: { ...running, status: 'queued', doneRows: 5000 } });
    if (url === `/api/admin/products/imports/${ID}` && (init?.method ?? 'GET') === 'GET')
      return answer(200, finished);
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

describe('a catalog import running as a job', () => {
  it('shows rows and images as they come, asks before cancelling, and stops the import', async () => {
    render(<CatalogImportJob id={ID} onClose={() => undefined} onFinished={() => undefined} />);
    const [stream] = FakeEventSource.instances;
    expect(stream.url).toBe(`/api/admin/products/imports/${ID}/events`);
    stream.emit('progress', running);
    const dialog = screen.getByRole('dialog', { name: 'Import' });
    expect(within(dialog).getByText(M.rowsProgress(1250, 5000))).toBeInTheDocument();
    expect(within(dialog).getByText(M.imagesProgress(10, 0, 50))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
    expect(within(dialog).getByText(M.cancelConfirm)).toBeInTheDocument();
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: M.cancelYes }));
    expect(await within(dialog).findByText(M.cancelled)).toBeInTheDocument();
    expect(calls()).toEqual([[`/api/admin/products/imports/${ID}/cancel`, 'POST']]);
  });

  it('shows the report with the images that failed once it finishes, and retries them', async () => {
    const onFinished = jest.fn();
    render(<CatalogImportJob id={ID} onClose={() => undefined} onFinished={onFinished} />);
    FakeEventSource.instances[0].emit('complete', { ...finished, rows: undefined, failedImages: undefined });
    const dialog = screen.getByRole('dialog', { name: 'Import' });
    expect(onFinished).toHaveBeenCalledTimes(1);
    const failed = await within(dialog).findByTestId('catalog-import-failed-images');
    expect(failed).toHaveTextContent('Row 2: http://169.254.169.254/latest.png');
    expect(failed).toHaveTextContent('private network');
    expect(within(dialog).getByTestId('csv-report')).toHaveTextContent('Tide pool mug');
    fireEvent.click(within(dialog).getByRole('button', { name: M.retryImages }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(calls()).toContainEqual([`/api/admin/products/imports/${ID}/retry-images`, 'POST']);
    expect(within(dialog).queryByTestId('catalog-import-failed-images')).toBeNull();
  });
});
