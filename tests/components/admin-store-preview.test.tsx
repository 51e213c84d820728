import { render, screen, within } from '@testing-library/react';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/components/auth/session-context';
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
const admin: Session = {
  expires: '2099-01-01',
  user: { userId: 'u1', email: 'owner@demo.test', role: 'admin', tenantId: 'demo', needsProfile: false },
};

beforeEach(() => {
  global.fetch = jest.fn(async () =>
    answer(200, { products, dataSource: 'live' }),
  ) as unknown as typeof fetch;
});

it('says once, not under every product, that the owner sees the store read-only', async () => {
  render(
    <SessionProvider session={admin} refetchInterval={0}>
      <StorePreview
        pageType="home"
        template={defaultPageTemplates()[0]}
        storeName="Sitka Silver & Clay"
        description={null}
        brandStory={null}
        theme={DEFAULT_THEME}
      />
    </SessionProvider>,
  );
  expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  expect(screen.getAllByText(/You are viewing your store as its owner/)).toHaveLength(1);
});

describe('the default store preview, before a page is chosen', () => {
  const many = Array.from({ length: 8 }, (_, index) =>
    makeProduct({
      id: `22222222-2222-4222-8222-22222222222${index}`,
      name: `Bowl ${index + 1}`,
      price: 20 + index,
    }),
  );

  function renderDefault(theme = DEFAULT_THEME) {
    global.fetch = jest.fn(async () =>
      answer(200, { products: many, dataSource: 'live' }),
    ) as unknown as typeof fetch;
    render(
      <StorePreview
        pageType={null}
        template={undefined}
        storeName="Sitka Silver & Clay"
        description={null}
        brandStory={null}
        theme={theme}
      />,
    );
    return screen.getByTestId('default-store-preview');
  }

  it('shows the header with the store name, the four links, six products and the footer', async () => {
    const preview = renderDefault();
    expect(screen.getByText('Preview: Your store')).toBeInTheDocument();
    const header = within(preview).getByRole('banner');
    expect(within(header).getByText('Sitka Silver & Clay')).toBeInTheDocument();
    expect(
      within(header)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Shop', 'About', 'Contact']);
    await within(preview).findByText('Bowl 1');
    const products = within(within(preview).getByRole('list', { name: 'Preview products' })).getAllByRole(
      'listitem',
    );
    expect(products).toHaveLength(6);
    products.forEach((product, index) => {
      expect(product).toHaveTextContent(`Bowl ${index + 1}`);
      expect(product).toHaveTextContent(`$${20 + index}.00`);
      expect(product).toHaveTextContent('Sitka Silver & Clay');
      expect(within(product).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    });
    const footer = within(preview).getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['About Us', 'Contact', 'Follow Us']);
    // No page's template: no hero, no template sections.
    expect(preview.querySelector('[data-template-component]')).toBeNull();
  });

  it('shows the logo in the header when the store has one', () => {
    const preview = renderDefault({
      ...DEFAULT_THEME,
      logo: { ...DEFAULT_THEME.logo, url: '/api/store-media/logo.webp', altText: 'Sitka logo' },
    });
    expect(
      within(within(preview).getByRole('banner')).getByRole('img', { name: 'Sitka logo' }),
    ).toHaveAttribute('src', '/api/store-media/logo.webp');
  });
});
