import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StoreManager } from '@/components/admin/store/store-manager';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import { defaultPageTemplates } from '@/lib/templates';
import { answer } from './admin-support';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => '/admin/store' }));
jest.mock('next-auth/react', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }) }));

const ID = '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f';
const store = (colors = DEFAULT_THEME.colors): Store => ({
  _id: ID,
  tenant: 'demo',
  storeName: 'Sitka Silver & Clay',
  businessInfo: { description: 'Sterling silver and stoneware, made by hand.', email: 'hello@demo.test', phoneNumber: '' },
  theme: { ...DEFAULT_THEME, colors },
  socialLinks: {},
  storeHours: { enabled: false, hours: [] },
  shippingMethods: { local: true, national: true, international: false },
});

type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer> | undefined;
let route: Route;
const calls = () => (global.fetch as jest.Mock).mock.calls.map(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`);
const bodyOf = (call: string) => {
  const found = (global.fetch as jest.Mock).mock.calls.filter(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === call);
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

function pickPrimary(hex: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Primary Color' }));
  fireEvent.change(screen.getByTestId('color-primary-color-picker').querySelector('input')!, { target: { value: hex } });
}

describe('Save All and Reset All', () => {
  it('show only while changes are pending; Business Information is editable only in Quick Edit', async () => {
    await openStyle();
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store Name' })).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Quick Edit' }));
    expect(screen.getByRole('textbox', { name: 'Store Name' })).not.toHaveAttribute('readonly');
    fireEvent.change(screen.getByRole('textbox', { name: 'Store Name' }), { target: { value: 'Sitka Silver' } });
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
    // Cancel drops the edit.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store Name' })).toHaveValue('Sitka Silver & Clay');
  });

  it('Save All applies the queued colours and business information, then fetches the store again', async () => {
    await openStyle();
    pickPrimary('AA3355');
    fireEvent.click(screen.getByRole('button', { name: 'Quick Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Silver and clay from the rainforest coast.' } });
    route = (url, init) => {
      if (url === `/api/stores/${ID}/theme` && init?.method === 'PUT') return answer(200, store({ ...DEFAULT_THEME.colors, primary: '#AA3355' }));
      if (url === `/api/stores/${ID}` && init?.method === 'PUT') return answer(200, store());
      if (url.startsWith('/api/stores/by-identifier/')) return answer(200, store({ ...DEFAULT_THEME.colors, primary: '#AA3355' }));
    };
    const before = calls().filter((call) => call.startsWith('GET /api/stores/by-identifier')).length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    });
    expect(bodyOf(`PUT /api/stores/${ID}/theme`)).toEqual({ operation: 'updateColors', colors: { ...DEFAULT_THEME.colors, primary: '#AA3355' } });
    expect(bodyOf(`PUT /api/stores/${ID}`)).toMatchObject({ storeName: 'Sitka Silver & Clay', businessInfo: { description: 'Silver and clay from the rainforest coast.' } });
    expect(calls().filter((call) => call.startsWith('GET /api/stores/by-identifier')).length).toBe(before + 1);
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primary Color' })).toHaveTextContent('#AA3355');
  });

  it('says "Failed to save all changes. Please try again." and keeps what failed pending', async () => {
    await openStyle();
    pickPrimary('AA3355');
    route = (url, init) => (url === `/api/stores/${ID}/theme` && init?.method === 'PUT' ? answer(400, { error: 'Invalid color', code: 'VALIDATION_ERROR', field: 'colors.primary' }) : undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    });
    expect(screen.getByTestId('store-error')).toHaveTextContent('Failed to save all changes. Please try again.');
    expect(screen.getByTestId('store-error')).toHaveTextContent('Invalid color');
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
  });

  it('Reset All rolls the theme back and drops what was pending', async () => {
    await openStyle();
    pickPrimary('AA3355');
    route = (url, init) => (url === `/api/stores/${ID}/theme/rollback` && init?.method === 'POST' ? answer(200, store({ ...DEFAULT_THEME.colors, primary: '#102030' })) : undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset All Changes' }));
    });
    expect(calls()).toContain(`POST /api/stores/${ID}/theme/rollback`);
    expect(screen.queryByRole('button', { name: 'Reset All Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primary Color' })).toHaveTextContent('#102030');
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('says "Failed to reset all changes. Please try again." when the rollback is refused', async () => {
    await openStyle();
    pickPrimary('AA3355');
    route = (url) => (url.endsWith('/theme/rollback') ? answer(409, { error: 'There is no earlier theme to roll back to', code: 'NOTHING_TO_ROLL_BACK' }) : undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset All Changes' }));
    });
    expect(screen.getByTestId('store-error')).toHaveTextContent('Failed to reset all changes. Please try again.');
    expect(within(screen.getByTestId('store-error')).getByText(/no earlier theme/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset All Changes' })).toBeInTheDocument();
  });

  it('the preview wears the working colours before they are saved', async () => {
    await openStyle();
    pickPrimary('AA3355');
    expect(screen.getByTestId('store-preview').style.getPropertyValue('--color-primary')).toBe('#AA3355');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});
