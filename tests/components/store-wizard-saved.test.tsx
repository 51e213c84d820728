import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { StoreManager } from '@/components/admin/store/store-manager';
import { StoreWizard } from '@/components/admin/wizard/store-wizard';
import { DEFAULT_SHIPPING_SETTINGS } from '@/lib/schemas/shipping';
import { DEFAULT_THEME, type Store } from '@/lib/schemas/store';
import { defaultPageTemplates } from '@/lib/templates';
import { answer } from '@/tests/support/fetch-answer';
import { mockRouter } from '@/tests/support/next-navigation';

// Each case walks the wizard's steps with real clicks; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);
jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const STORE_ID = '0b6f1d3e-8a52-4c1e-9d3b-2f6a7c9e1a44';
// Seeded as the demo store is: its categories exist, but the wizard never ticked any.
const demo: Store = {
  _id: STORE_ID,
  tenant: 'demo',
  storeName: 'Sitka Silver & Clay',
  businessInfo: {
    description: 'Sterling silver and stoneware, made by hand.',
    email: 'hello@demo.test',
    phoneNumber: '(907) 555-0142',
    address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835', country: 'US' },
  },
  theme: DEFAULT_THEME,
  socialLinks: {},
  storeHours: { enabled: false, hours: [] },
  shippingMethods: { local: false, national: true, international: false },
  shippingSettings: DEFAULT_SHIPPING_SETTINGS,
};
const categories = [
  { name: 'Rings', slug: 'rings' },
  { name: 'Custom pieces', slug: 'custom-pieces' },
  { name: 'Ceramics', slug: 'ceramics' },
];

const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (url === `/api/stores/${STORE_ID}` && init?.method === 'PUT') return answer(200, demo);
  if (url === '/api/admin/stripe-status')
    return answer(200, { isEnabled: false, accountStatus: 'not connected', testMode: false });
  if (url.startsWith('/api/stores/by-identifier/')) return answer(200, demo);
  if (url === '/api/templates') return answer(200, { pageTemplates: defaultPageTemplates() });
  if (url === '/api/products') return answer(200, { products: [], dataSource: 'live' });
  return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
  global.requestAnimationFrame = (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  };
  Element.prototype.scrollIntoView = jest.fn();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const renderWizard = (store: Store | null) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreWizard store={store} categories={store ? categories : []} />
    </SWRConfig>,
  );

describe('Edit with Wizard, then store management', () => {
  it('ticks the categories the store has on Product Settings, and keeps them ticked when saved', async () => {
    renderWizard(demo);
    for (let step = 0; step < 3; step += 1) await next();
    expect(screen.getByTestId('wizard-step-title')).toHaveTextContent('Product Settings');
    expect(screen.getByRole('checkbox', { name: 'Rings' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Custom Pieces' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Necklaces' })).not.toBeChecked();
    expect(screen.getByTestId('wizard-categories-note')).toHaveTextContent('Your store also has Ceramics.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Necklaces' }));
    for (let step = 3; step < 8; step += 1) await next();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string).businessInfo.categories).toEqual([
      'Rings',
      'Necklaces',
      'Custom Pieces',
    ]);
  });

  it('Complete Setup is said on store management once, as the store is shown', async () => {
    const { unmount } = renderWizard(demo);
    for (let step = 0; step < 8; step += 1) await next();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/store'));
    unmount();

    const first = render(<StoreManager tenant="demo" />);
    expect(await screen.findByTestId('store-saved')).toHaveTextContent('Your store changes are saved.');
    expect(screen.getByTestId('store-saved')).toHaveAttribute('role', 'status');
    first.unmount();
    // Coming back later says nothing more.
    render(<StoreManager tenant="demo" />);
    expect(await screen.findByTestId('store-title')).toHaveTextContent('Sitka Silver & Clay');
    expect(screen.queryByTestId('store-saved')).not.toBeInTheDocument();
  });
});
