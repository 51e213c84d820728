import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StoreManager } from '@/components/admin/store/store-manager';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import { defaultPageTemplates } from '@/lib/templates';
import { answer } from './admin-support';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/store');

const ID = '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f';
const store = (colors = DEFAULT_THEME.colors): Store => ({
  _id: ID,
  tenant: 'demo',
  storeName: 'Sitka Silver & Clay',
  businessInfo: {
    description: 'Sterling silver and stoneware, made by hand.',
    email: 'hello@demo.test',
    phoneNumber: '',
  },
  theme: { ...DEFAULT_THEME, colors },
  socialLinks: {},
  storeHours: { enabled: false, hours: [] },
  shippingMethods: { local: true, national: true, international: false },
});

type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer> | undefined;
let route: Route;
const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );
const bodyOf = (call: string) => {
  const found = (global.fetch as jest.Mock).mock.calls.filter(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === call,
  );
  return JSON.parse(found.at(-1)[1].body as string);
};

beforeAll(() => {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null, configurable: true });
});

beforeEach(() => {
  route = () => undefined;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const own = route(url, init);
    if (own) return own;
    if (url.startsWith('/api/stores/by-identifier/')) return answer(200, store());
    if (url === '/api/templates') return answer(200, { pageTemplates: defaultPageTemplates() });
    if (url === '/api/products') return answer(200, { products: [], dataSource: 'live' });
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

async function openStyle() {
  render(<StoreManager tenant="demo" />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Style Customization' }));
}

/** Layout Customization with the Home Page chosen: its variants, and its template in the preview. */
function chooseHomePage() {
  fireEvent.click(screen.getByRole('tab', { name: 'Layout Customization' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Page' }), { target: { value: 'home' } });
}

function pickPrimary(hex: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Primary Color' }));
  fireEvent.change(screen.getByTestId('color-primary-color-picker').querySelector('input')!, {
    target: { value: hex },
  });
}

describe('the preview', () => {
  it('shows the default store preview until a page is chosen, then that page through its template', async () => {
    render(<StoreManager tenant="demo" />);
    const preview = await screen.findByTestId('store-preview');
    expect(within(preview).getByTestId('default-store-preview')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('');
    expect(screen.queryByRole('radio', { name: /Classic/ })).not.toBeInTheDocument();
    chooseHomePage();
    expect(within(preview).queryByTestId('default-store-preview')).not.toBeInTheDocument();
    expect(preview.querySelector('[data-template-component="hero"]')).not.toBeNull();
    expect(await screen.findByRole('radio', { name: /Classic/ })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Save All and Reset All', () => {
  it('show only while changes are pending; Business Information is editable only in Quick Edit', async () => {
    await openStyle();
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store Name' })).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Quick Edit' }));
    expect(screen.getByRole('textbox', { name: 'Store Name' })).not.toHaveAttribute('readonly');
    fireEvent.change(screen.getByRole('textbox', { name: 'Store Name' }), {
      target: { value: 'Sitka Silver' },
    });
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
    // Cancel drops the edit.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store Name' })).toHaveValue('Sitka Silver & Clay');
  });

  it('Save All writes the layout variant, the colours and the business information in one call, and keeps the variant shown', async () => {
    await openStyle();
    pickPrimary('AA3355');
    fireEvent.click(screen.getByRole('button', { name: 'Quick Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Silver and clay from the rainforest coast.' },
    });
    chooseHomePage();
    fireEvent.click(await screen.findByRole('radio', { name: /Modern/ }));
    // The variant waits with the rest: nothing is written yet.
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
    route = (url, init) => {
      if (url === `/api/stores/${ID}/customization` && init?.method === 'PUT') {
        const { pageTemplates } = JSON.parse(init.body as string);
        return answer(200, {
          store: store({ ...DEFAULT_THEME.colors, primary: '#AA3355' }),
          pageTemplates: [pageTemplates[0], ...defaultPageTemplates().slice(1)],
        });
      }
    };
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    });
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([
      `PUT /api/stores/${ID}/customization`,
    ]);
    const body = bodyOf(`PUT /api/stores/${ID}/customization`);
    expect(body.theme).toEqual({ colors: { ...DEFAULT_THEME.colors, primary: '#AA3355' } });
    expect(body.business).toMatchObject({
      storeName: 'Sitka Silver & Clay',
      description: 'Silver and clay from the rainforest coast.',
    });
    expect(body.pageTemplates).toHaveLength(1);
    expect(body.pageTemplates[0]).toMatchObject({ pageType: 'home', templateId: 'Modern' });
    expect(
      body.pageTemplates[0].componentSettings.map((c: { componentId: string }) => c.componentId),
    ).toEqual(['hero', 'productGrid', 'imageBlock', 'newsletter']);
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Modern/ })).toHaveAttribute('aria-checked', 'true');
    // Said once it went through, until the next edit waits.
    expect(screen.getByTestId('store-saved')).toHaveTextContent('All changes saved.');
    expect(screen.getByTestId('store-saved')).toHaveAttribute('role', 'status');
    fireEvent.click(await screen.findByRole('radio', { name: /Classic/ }));
    expect(screen.queryByTestId('store-saved')).not.toBeInTheDocument();
  });

  it('says "Failed to save all changes. Please try again." and keeps everything pending', async () => {
    await openStyle();
    pickPrimary('AA3355');
    route = (url, init) =>
      url === `/api/stores/${ID}/customization` && init?.method === 'PUT'
        ? answer(400, { error: 'Invalid color', code: 'VALIDATION_ERROR', field: 'theme.colors.primary' })
        : undefined;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    });
    // The spec's sentence, and the server's detail on a second line (no brackets).
    expect(screen.getByTestId('store-error').textContent).toBe(
      'Failed to save all changes. Please try again.\nInvalid color',
    );
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primary Color' })).toHaveTextContent('#AA3355');
    expect(screen.queryByTestId('store-saved')).not.toBeInTheDocument();
  });

  it('Reset All asks first, then drops every unsaved edit (variant included) and writes nothing', async () => {
    await openStyle();
    pickPrimary('AA3355');
    chooseHomePage();
    fireEvent.click(await screen.findByRole('radio', { name: /Modern/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset All Changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset all changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Modern/ })).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Reset All Changes' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset All Changes' }));
    });
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Reset All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Classic/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('store-preview').style.getPropertyValue('--color-primary')).toBe(
      DEFAULT_THEME.colors.primary,
    );
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('Undo Last Save asks first, then rolls the store back and fetches the layouts again', async () => {
    await openStyle();
    fireEvent.click(screen.getByRole('button', { name: 'Undo Last Save' }));
    expect(screen.getByRole('dialog', { name: 'Undo the last save?' })).toBeInTheDocument();
    expect(calls()).not.toContain(`POST /api/stores/${ID}/theme/rollback`);
    route = (url, init) =>
      url === `/api/stores/${ID}/theme/rollback` && init?.method === 'POST'
        ? answer(200, store({ ...DEFAULT_THEME.colors, primary: '#102030' }))
        : undefined;
    const fetchedTemplates = calls().filter((call) => call === 'GET /api/templates').length;
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo Last Save' }));
    });
    expect(calls()).toContain(`POST /api/stores/${ID}/theme/rollback`);
    expect(calls().filter((call) => call === 'GET /api/templates').length).toBe(fetchedTemplates + 1);
    expect(screen.getByRole('button', { name: 'Primary Color' })).toHaveTextContent('#102030');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Failed to reset theme" when there is nothing to undo, the server’s words below', async () => {
    await openStyle();
    route = (url) =>
      url.endsWith('/theme/rollback')
        ? answer(409, { error: 'There is no earlier theme to roll back to', code: 'NOTHING_TO_ROLL_BACK' })
        : undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Undo Last Save' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo Last Save' }));
    });
    expect(screen.getByTestId('store-error').textContent).toBe(
      'Failed to reset theme\nThere is no earlier theme to roll back to',
    );
  });

  it('says "Failed to reset theme" over the rollback’s own words when the api does not answer', async () => {
    await openStyle();
    route = (url) => {
      if (url.endsWith('/theme/rollback')) throw new TypeError('Failed to fetch');
      return undefined;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Undo Last Save' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo Last Save' }));
    });
    expect(screen.getByTestId('store-error').textContent).toBe(
      'Failed to reset theme\nFailed to rollback theme',
    );
  });

  it('says "Failed to update theme" with the server’s detail on its own line when a panel save is refused', async () => {
    await openStyle();
    pickPrimary('AA3355');
    route = (url, init) =>
      url === `/api/stores/${ID}/theme` && init?.method === 'PUT'
        ? answer(400, { error: 'Invalid color', code: 'VALIDATION_ERROR', field: 'colors.primary' })
        : undefined;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Colors' }));
    });
    expect(screen.getByTestId('store-error').textContent).toBe('Failed to update theme\nInvalid color');
  });

  it('the hero text position chosen in the panel moves the preview at once, and waits for Save All', async () => {
    await openStyle();
    chooseHomePage();
    fireEvent.click(screen.getByRole('tab', { name: 'Style Customization' }));
    const preview = screen.getByTestId('store-preview');
    await waitFor(() => expect(preview.querySelector('.hero')).toHaveClass('hero--center'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Text position' }), { target: { value: 'right' } });
    expect(preview.querySelector('.hero')).toHaveClass('hero--right');
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
    route = (url, init) =>
      url === `/api/stores/${ID}/customization` && init?.method === 'PUT'
        ? answer(200, { store: store(), pageTemplates: defaultPageTemplates() })
        : undefined;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    });
    const body = bodyOf(`PUT /api/stores/${ID}/customization`);
    expect(body.theme.hero).toMatchObject({ textPosition: 'right' });
    expect(
      body.pageTemplates[0].componentSettings.find((c: { componentId: string }) => c.componentId === 'hero')
        .settings,
    ).toMatchObject({ textPosition: 'right' });
  });

  it('reads the store past the browser’s cache, so a reload after a save shows the save', async () => {
    await openStyle();
    const [, init] = (global.fetch as jest.Mock).mock.calls.find(([url]: [string]) =>
      url.startsWith('/api/stores/by-identifier/'),
    );
    expect(init?.cache).toBe('no-store');
  });

  it('the preview wears the working colours before they are saved', async () => {
    await openStyle();
    pickPrimary('AA3355');
    expect(screen.getByTestId('store-preview').style.getPropertyValue('--color-primary')).toBe('#AA3355');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});
