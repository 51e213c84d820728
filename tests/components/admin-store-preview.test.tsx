import { render, screen } from '@testing-library/react';
import { SessionContext } from 'next-auth/react';
import { StorePreview } from '@/components/admin/store/store-preview';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { defaultPageTemplates } from '@/lib/templates';
import { answer } from './admin-support';
import { makeProduct } from './fixtures';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/store');

const products = [1, 2, 3].map((n) =>
  makeProduct({ id: `11111111-1111-4111-8111-11111111111${n}`, name: `Piece ${n}` }),
);
const admin = {
  status: 'authenticated' as const,
  update: jest.fn(),
  data: { expires: '2099-01-01', user: { id: 'u1', email: 'owner@demo.test', role: 'admin' } },
};

beforeEach(() => {
  global.fetch = jest.fn(async () =>
    answer(200, { products, dataSource: 'live' }),
  ) as unknown as typeof fetch;
});

it('says once, not under every product, that the owner sees the store read-only', async () => {
  render(
    <SessionContext.Provider value={admin as never}>
      <StorePreview
        pageType="home"
        template={defaultPageTemplates()[0]}
        storeName="Sitka Silver & Clay"
        description={null}
        brandStory={null}
        theme={DEFAULT_THEME}
      />
    </SessionContext.Provider>,
  );
  expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  expect(screen.getAllByText(/You are viewing your store as its owner/)).toHaveLength(1);
});
