import { render, screen } from '@testing-library/react';
import { StoreClosed } from '@/components/store/store-closed';
import { OPERATOR_MESSAGES } from '@/lib/schemas/operator-stores';

it('names the store and says it is closed for now', () => {
  render(<StoreClosed storeName="Fjord Ceramics" />);
  expect(screen.getByRole('heading', { name: 'Fjord Ceramics' })).toBeInTheDocument();
  expect(screen.getByTestId('store-closed')).toHaveTextContent(OPERATOR_MESSAGES.closedTitle);
});
