import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BackupsSection } from '@/components/admin/backups/backups-section';
import type { Backup } from '@/lib/schemas/backups';
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
  /** An event from the api (`event: type`, `data: json`), or with no data a broken connection. */
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const OLD: Backup = {
  filename: 'notion-backup-2026-11-20.json',
  kind: 'products',
  createdAt: '2026-11-20T13:00:00.000Z',
  size: 812,
  hasImages: false,
};
const NEW: Backup = {
  filename: 'notion-backup-2026-11-22.json',
  kind: 'products',
  createdAt: '2026-11-22T13:00:00.000Z',
  size: 1536,
  hasImages: false,
};
const STORE: Backup = {
  filename: 'store-backup-demo-2026-11-22T13-00-05-120Z-1a2b3c.json.gz',
  kind: 'store',
  createdAt: '2026-11-22T13:00:05.120Z',
  size: 2.25 * 1024 * 1024,
  hasImages: true,
};
const BIG: Backup = {
  filename: 'notion-backup-2026-11-21.json',
  kind: 'products',
  createdAt: '2026-11-21T13:00:00.000Z',
  size: 3.5 * 1024 * 1024,
  hasImages: true,
};

let backups: Backup[];
type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer> | undefined;
let route: Route;
const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );

beforeEach(() => {
  FakeEventSource.instances = [];
  (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  backups = [STORE, NEW, BIG, OLD];
  route = () => undefined;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const own = route(url, init);
    if (own) return own;
    if (url === '/api/backups' && !init?.method) return answer(200, { backups });
    if (url === '/api/backups' && init?.method === 'GET') return answer(200, { backups });
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderSection() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BackupsSection />
    </SWRConfig>,
  );
}

const rowOf = async (filename: string) =>
  (await screen.findByRole('rowheader', { name: filename })).closest('tr')!;

describe('Backups', () => {
  it('lists each backup with its date, its size in bytes, KB or MB, and whether it has images', async () => {
    renderSection();
    const small = await rowOf(OLD.filename);
    expect(within(small).getByText('812 bytes')).toBeInTheDocument();
    expect(within(small).getByText('Not yet')).toBeInTheDocument();
    expect(within(small).getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(within(await rowOf(NEW.filename)).getByText('1.5 KB')).toBeInTheDocument();
    const big = await rowOf(BIG.filename);
    expect(within(big).getByText('3.5 MB')).toBeInTheDocument();
    expect(within(big).getByText('Included')).toBeInTheDocument();
  });

  it('says which backups are the whole store, with their size; only product backups bundle images', async () => {
    renderSection();
    const store = await rowOf(STORE.filename);
    expect(within(store).getByText('Whole store')).toBeInTheDocument();
    expect(within(store).getByText('2.3 MB')).toBeInTheDocument();
    expect(within(store).queryByRole('button', { name: /Process Images/ })).not.toBeInTheDocument();
    expect(within(store).getByRole('button', { name: `Restore ${STORE.filename}` })).toBeInTheDocument();
    const products = await rowOf(NEW.filename);
    expect(within(products).getByText('Products')).toBeInTheDocument();
    expect(
      within(products).getByRole('button', { name: `Process Images for ${NEW.filename}` }),
    ).toBeInTheDocument();
  });

  it("downloads a store backup from the owner's own download route", async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:backup');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    route = (url) =>
      url === `/api/backups/${STORE.filename}/download`
        ? ({ ...answer(200, null), blob: async () => new Blob(['gz']) } as ReturnType<typeof answer>)
        : undefined;
    renderSection();
    fireEvent.click(
      within(await rowOf(STORE.filename)).getByRole('button', { name: `Download ${STORE.filename}` }),
    );
    await waitFor(() => expect(saved).toEqual([STORE.filename]));
    expect(calls()).toContain(`GET /api/backups/${STORE.filename}/download`);
  });

  it('Process Images follows the event stream: progress, complete at 100 with its stats', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: `Process Images for ${NEW.filename}` }));
    const [source] = FakeEventSource.instances;
    expect(source.url).toBe(`/api/backups/${NEW.filename}/process-images`);
    const bar = screen.getByRole('progressbar', { name: `Images for ${NEW.filename}` });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: `Process Images for ${NEW.filename}` })).toBeDisabled();

    source.emit('progress', { progress: 40, processed: 2, total: 5 });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Processing images… 40%')).toBeInTheDocument();
    source.emit('progress', { progress: 80, processed: 4, total: 5 });
    expect(bar).toHaveAttribute('aria-valuenow', '80');

    backups = [STORE, { ...NEW, hasImages: true, size: 2 * 1024 * 1024 }, BIG, OLD];
    source.emit('complete', { filename: NEW.filename, hasImages: true, size: 2 * 1024 * 1024 });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    source.emit('stats', { total: 5, bundled: 4, missing: 1, bytes: 1536 });
    expect(
      screen.getByText('Images processed (100%): 4 of 5 bundled, 1 missing, 1.5 KB.'),
    ).toBeInTheDocument();
    expect(source.closed).toBe(true);
    // The list is read again: the backup now has its images and its new size.
    const row = await rowOf(NEW.filename);
    await waitFor(() => expect(within(row).getByText('Included')).toBeInTheDocument());
    expect(within(row).getByText('2 MB')).toBeInTheDocument();
  });

  it("shows the api's error event, and a broken stream as the spec's connection error", async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: `Process Images for ${NEW.filename}` }));
    const [first] = FakeEventSource.instances;
    first.emit('progress', { progress: 20, processed: 1, total: 5 });
    first.emit('error', {
      error: `Failed to process images for backup ${NEW.filename}`,
      code: 'BACKUP_IMAGES_FAILED',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Failed to process images for backup ${NEW.filename}`,
    );
    expect(screen.getByRole('progressbar', { name: `Images for ${NEW.filename}` })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(first.closed).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: `Process Images for ${OLD.filename}` }));
    const second = FakeEventSource.instances[1];
    second.emit('error');
    expect(within(screen.getByTestId(`image-progress-${OLD.filename}`)).getByRole('alert')).toHaveTextContent(
      'Connection error while processing images.',
    );
  });

  it('Run Backup adds today’s backup, and says so when it fails', async () => {
    renderSection();
    await rowOf(NEW.filename);
    const today: Backup = {
      filename: 'notion-backup-2026-11-23.json',
      kind: 'products',
      createdAt: '2026-11-23T13:00:00.000Z',
      size: 2048,
      hasImages: false,
    };
    route = (url, init) => {
      if (url === '/api/backups/run' && init?.method === 'POST') {
        backups = [today, ...backups];
        return answer(201, { success: true, backup: today, products: 9, storeBackup: STORE });
      }
    };
    fireEvent.click(screen.getByRole('button', { name: 'Run Backup' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Backup ${today.filename} saved with 9 products, and the whole store as ${STORE.filename}.`,
    );
    expect(await rowOf(today.filename)).toBeInTheDocument();

    route = (url) => (url === '/api/backups/run' ? answer(502, null) : undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Run Backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to run backup. Please try again.');
  });

  it('Delete asks first, then removes the backup; a failed delete names the backup', async () => {
    renderSection();
    fireEvent.click(
      within(await rowOf(OLD.filename)).getByRole('button', { name: `Delete ${OLD.filename}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this backup?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    route = (url, init) =>
      init?.method === 'DELETE' && url === `/api/backups/${NEW.filename}` ? answer(500, null) : undefined;
    fireEvent.click(
      within(await rowOf(NEW.filename)).getByRole('button', { name: `Delete ${NEW.filename}` }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to delete backup ${NEW.filename}`);

    route = (url, init) => {
      if (init?.method === 'DELETE' && url === `/api/backups/${OLD.filename}`) {
        backups = backups.filter((backup) => backup.filename !== OLD.filename);
        return answer(200, { success: true, filename: OLD.filename });
      }
    };
    fireEvent.click(
      within(await rowOf(OLD.filename)).getByRole('button', { name: `Delete ${OLD.filename}` }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Backup' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: OLD.filename })).not.toBeInTheDocument(),
    );
  });

  it('Restore lists what a dry run would change, and restores only when confirmed', async () => {
    const bodies: unknown[] = [];
    route = (url, init) => {
      if (url !== `/api/backups/${OLD.filename}/restore`) return undefined;
      const body = JSON.parse(init!.body as string) as { dryRun: boolean };
      bodies.push(body);
      return answer(200, {
        kind: 'products',
        dryRun: body.dryRun,
        filename: OLD.filename,
        added: [{ id: 'p9', name: 'Tide Pool Ring' }],
        changed: [{ id: 'p2', name: 'Spruce Tip Earrings', fields: ['priceCents', 'totalInventory'] }],
        archived: [],
        unchanged: 6,
      });
    };
    renderSection();
    fireEvent.click(
      within(await rowOf(OLD.filename)).getByRole('button', { name: `Restore ${OLD.filename}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Restore ${OLD.filename}?` });
    const preview = await within(dialog).findByTestId('restore-preview');
    expect(within(preview).getByText('Tide Pool Ring')).toBeInTheDocument();
    expect(within(preview).getByText('Spruce Tip Earrings: Price, Stock')).toBeInTheDocument();
    expect(within(preview).getByText('6 products unchanged.')).toBeInTheDocument();
    expect(bodies).toEqual([{ dryRun: true }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore Now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Restored from ${OLD.filename}: 1 product added, 1 changed, 0 archived.`,
    );
    expect(bodies).toEqual([{ dryRun: true }, { dryRun: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Delete asks first for a store backup too, and Escape keeps it', async () => {
    const deleted: string[] = [];
    route = (url, init) => {
      if (init?.method !== 'DELETE') return undefined;
      deleted.push(url);
      backups = backups.filter((backup) => `/api/backups/${backup.filename}` !== url);
      return answer(200, { success: true, filename: STORE.filename });
    };
    renderSection();
    fireEvent.click(
      within(await rowOf(STORE.filename)).getByRole('button', { name: `Delete ${STORE.filename}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this backup?' });
    expect(dialog).toHaveTextContent(
      `${STORE.filename} will be deleted for good. The store can no longer be restored to this moment.`,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    fireEvent.click(
      within(await rowOf(STORE.filename)).getByRole('button', { name: `Delete ${STORE.filename}` }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Backup' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Backup ${STORE.filename} deleted.`);
    expect(deleted).toEqual([`/api/backups/${STORE.filename}`]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: STORE.filename })).not.toBeInTheDocument(),
    );
  });

  it("a store backup's restore lists per kind what it would add, change and remove, then restores when confirmed", async () => {
    const bodies: unknown[] = [];
    route = (url, init) => {
      if (url !== `/api/backups/${STORE.filename}/restore`) return undefined;
      const body = JSON.parse(init!.body as string) as { dryRun: boolean };
      bodies.push(body);
      return answer(200, {
        kind: 'store',
        dryRun: body.dryRun,
        filename: STORE.filename,
        tables: [
          { table: 'tenants', added: 0, changed: 0, removed: 0, unchanged: 1 },
          { table: 'orders', added: 2, changed: 1, removed: 0, unchanged: 7 },
          { table: 'api_keys', added: 0, changed: 0, removed: 1, unchanged: 2 },
        ],
        files: { added: 3, changed: 0, unchanged: 40 },
      });
    };
    renderSection();
    fireEvent.click(
      within(await rowOf(STORE.filename)).getByRole('button', { name: `Restore ${STORE.filename}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Restore ${STORE.filename}?` });
    const preview = await within(dialog).findByTestId('restore-preview');
    expect(within(preview).getByText('Orders: 2 added, 1 changed, 0 removed')).toBeInTheDocument();
    expect(within(preview).getByText('API keys: 0 added, 0 changed, 1 removed')).toBeInTheDocument();
    expect(within(preview).queryByText(/^Store:/)).not.toBeInTheDocument();
    expect(
      within(preview).getByText('3 image files written back (3 missing, 0 different).'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ dryRun: true }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore Now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Restored the store from ${STORE.filename}: 2 records added, 1 changed, 1 removed.`,
    );
    expect(bodies).toEqual([{ dryRun: true }, { dryRun: false }]);
  });

  it("the list's failure shows the spec's message", async () => {
    global.fetch = jest.fn(async () => answer(502, null)) as unknown as typeof fetch;
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch backups. Please try again.');
  });
});
