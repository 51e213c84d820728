import { render, screen } from '@testing-library/react';
import { StoreManager } from '@/components/admin/store/store-manager';
import { answer } from './admin-support';

function storeAnswers(status: number, body: unknown) {
  global.fetch = jest.fn((url: string) => {
    if (url.startsWith('/api/stores/by-identifier/')) return Promise.resolve(answer(status, body));
    if (url === '/api/templates') return Promise.resolve(answer(200, { pageTemplates: [] }));
    return Promise.resolve(answer(200, { products: [], dataSource: 'live' }));
  }) as unknown as typeof fetch;
}

describe('/admin/store without a store', () => {
  it('says No Store Found and offers the wizard and Quick Create', async () => {
    storeAnswers(404, { error: 'No store found', code: 'STORE_NOT_FOUND' });
    render(<StoreManager tenant="demo" />);
    expect(await screen.findByRole('heading', { name: 'No Store Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use Setup Wizard' })).toHaveAttribute(
      'href',
      '/admin/store/setup',
    );
    expect(screen.getByRole('link', { name: 'Quick Create' })).toHaveAttribute(
      'href',
      '/admin/store/setup?mode=quick',
    );
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/stores/by-identifier/demo');
  });

  it('shows the api’s message, or "Failed to fetch store", when the store cannot be read', async () => {
    storeAnswers(502, null);
    const { unmount } = render(<StoreManager tenant="demo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch store');
    expect(screen.queryByText('No Store Found')).not.toBeInTheDocument();
    unmount();

    storeAnswers(403, { error: 'That store is not this one', code: 'TENANT_MISMATCH' });
    render(<StoreManager tenant="demo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('That store is not this one');
  });

  it('says "No tenant ID available" without a store to ask for', async () => {
    storeAnswers(200, {});
    render(<StoreManager tenant="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No tenant ID available');
    expect(global.fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/stores/'), expect.anything());
  });
});
