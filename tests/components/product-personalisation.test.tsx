import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CartView } from '@/components/cart/cart-view';
import { OrderSummary } from '@/components/checkout/order-summary';
import { ProductCard } from '@/components/store/product-card';
import { ProductPurchasePanel } from '@/components/store/product-purchase-panel';
import { cardProductOf } from '@/lib/catalog/card-product';
import { cartStore } from '@/lib/cart/cart-store';
import { basketLinesOf } from '@/lib/cart/basket-lines';
import type { PersonalisationQuestion } from '@/lib/schemas/personalisation';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: () => ({ close: jest.fn() }),
}));

const QUESTIONS: PersonalisationQuestion[] = [
  { id: 'engraving', kind: 'text', label: 'Engraving', required: true, priceCents: 1500, maxLength: 20 },
  {
    id: 'initials',
    kind: 'text',
    label: 'Initials',
    required: false,
    priceCents: 0,
    maxLength: 3,
    pattern: '[A-Z]+',
    patternHint: 'capital letters only',
  },
  {
    id: 'finish',
    kind: 'choice',
    label: 'Finish',
    required: false,
    priceCents: 500,
    choices: ['Matte', 'Gloss'],
  },
  { id: 'wrap', kind: 'yesNo', label: 'Gift wrap', required: false, priceCents: 300 },
];

const cuff = makeProduct({ name: 'Tide Cuff', price: 45, totalInventory: 5, size: null });
const personalised = { ...cuff, personalisation: QUESTIONS };

const renderPage = () => render(<ProductPurchasePanel product={personalised} storeName="Sitka Silver" />);
const add = () => fireEvent.click(screen.getByTestId('add-to-basket'));
const type = (label: RegExp, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
});

describe('a product page that asks questions', () => {
  it('asks each question under its own label, marked when required, with what it adds', () => {
    renderPage();
    expect(screen.getByLabelText('Engraving (required) +$15.00')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Initials')).not.toBeRequired();
    expect(screen.getByLabelText('Finish +$5.00').tagName).toBe('SELECT');
    expect(
      within(screen.getByLabelText('Finish +$5.00'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Matte', 'Gloss']);
    expect(screen.getByRole('checkbox', { name: 'Gift wrap +$3.00' })).not.toBeChecked();
    // The pattern's hint describes its input before anything is typed.
    expect(screen.getByLabelText('Initials')).toHaveAccessibleDescription('capital letters only 0 / 3');
  });

  it('counts the characters of a text answer as they are typed', () => {
    renderPage();
    expect(screen.getAllByTestId('personalisation-count')[0]).toHaveTextContent('0 / 20');
    type(/^Engraving/, 'For Ruth, always');
    expect(screen.getAllByTestId('personalisation-count')[0]).toHaveTextContent('16 / 20');
    expect(screen.getByLabelText(/^Engraving/)).toHaveAccessibleDescription('16 / 20');
  });

  it('asks the questions of a sold-out piece before its backorder, which carries the answers and their price', async () => {
    render(
      <ProductPurchasePanel product={{ ...personalised, totalInventory: 0 }} storeName="Sitka Silver" />,
    );
    fireEvent.click(screen.getByTestId('backorder-open'));
    const engraving = screen.getByLabelText(/^Engraving/);
    expect(engraving).toHaveAccessibleDescription('Engraving is required 0 / 20');
    expect(engraving).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();

    type(/^Engraving/, 'Ruth');
    fireEvent.click(screen.getByTestId('backorder-open'));
    await screen.findByRole('dialog');
    // $45 and the engraving's $15.
    expect(screen.getByTestId('backorder-total')).toHaveTextContent('$60.00');
  });

  it('refuses a missing required answer beside its field and adds nothing', () => {
    renderPage();
    add();
    const engraving = screen.getByLabelText(/^Engraving/);
    expect(engraving).toHaveAttribute('aria-invalid', 'true');
    expect(engraving).toHaveAccessibleDescription('Engraving is required 0 / 20');
    expect(engraving).toHaveFocus();
    expect(cartStore.getSnapshot().items).toEqual([]);

    type(/^Engraving/, 'Ruth');
    expect(engraving).not.toHaveAttribute('aria-invalid');
    type(/^Initials/, 'rb');
    add();
    expect(screen.getByLabelText(/^Initials/)).toHaveAccessibleDescription(
      'Initials: capital letters only capital letters only 2 / 3',
    );
    expect(cartStore.getSnapshot().items).toEqual([]);
  });

  it('adds a line carrying the answers, priced with the extras chosen, and shows that price first', () => {
    renderPage();
    type(/^Engraving/, '  Ruth ');
    fireEvent.change(screen.getByLabelText(/^Finish/), { target: { value: 'Gloss' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    expect(screen.getByTestId('personalisation-total')).toHaveTextContent('With your choices: $68.00');
    add();
    const [line] = cartStore.getSnapshot().items;
    expect(line).toMatchObject({
      name: 'Tide Cuff',
      price: 68,
      quantity: 1,
      personalisation: { engraving: 'Ruth', finish: 'Gloss', wrap: true },
      answers: [
        { label: 'Engraving', answer: 'Ruth' },
        { label: 'Finish', answer: 'Gloss' },
        { label: 'Gift wrap', answer: 'Yes' },
      ],
    });
    // Checkout sends the answers with the line and the price the shopper saw.
    expect(basketLinesOf([line])).toEqual([
      {
        id: cuff.id,
        quantity: 1,
        price: 68,
        personalisation: { engraving: 'Ruth', finish: 'Gloss', wrap: true },
      },
    ]);
  });

  it('makes two engravings two basket lines, and the same one twice one line of 2', () => {
    renderPage();
    type(/^Engraving/, 'Ruth');
    add();
    add();
    type(/^Engraving/, 'Noa');
    add();
    const items = cartStore.getSnapshot().items;
    expect(items.map((item) => [item.personalisation?.engraving, item.quantity])).toEqual([
      ['Ruth', 2],
      ['Noa', 1],
    ]);

    render(<CartView />);
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByTestId('line-answers')).toHaveTextContent('Engraving: Ruth');
    expect(within(lines[1]).getByTestId('line-answers')).toHaveTextContent('Engraving: Noa');
    expect(within(lines[1]).getByTestId('cart-price')).toHaveTextContent('$60.00');
    // Each line's quantity is its own, with its own label.
    fireEvent.change(within(lines[1]).getByTestId('cart-quantity'), { target: { value: '2' } });
    expect(cartStore.getSnapshot().items.map((item) => item.quantity)).toEqual([2, 2]);
  });

  it('lets the engravings of one piece share its stock', () => {
    render(
      <ProductPurchasePanel product={{ ...personalised, totalInventory: 2 }} storeName="Sitka Silver" />,
    );
    type(/^Engraving/, 'Ruth');
    add();
    type(/^Engraving/, 'Noa');
    add();
    expect(screen.getByTestId('availability')).toHaveTextContent('All 2 available are in your basket');
    expect(screen.queryByLabelText(/^Engraving/)).not.toBeInTheDocument();
    // A third engraving, from another tab's page, is refused: the two lines hold the stock.
    const [ruth] = cartStore.getSnapshot().items;
    act(() => {
      expect(cartStore.add({ ...ruth, personalisation: { engraving: 'Ada' } })).toEqual({ limited: true });
    });
    expect(cartStore.getSnapshot().items.map((item) => item.personalisation?.engraving)).toEqual([
      'Ruth',
      'Noa',
    ]);
  });

  it("shows each line's answers in checkout's summary", () => {
    renderPage();
    type(/^Engraving/, 'Ruth');
    add();
    render(<OrderSummary items={cartStore.getSnapshot().items} />);
    expect(within(screen.getByTestId('order-summary')).getByTestId('line-answers')).toHaveTextContent(
      'Engraving: Ruth',
    );
  });
});

it('a product without questions is added as before, with nothing asked', () => {
  render(<ProductPurchasePanel product={cuff} storeName="Sitka Silver" />);
  expect(screen.queryByTestId('personalisation')).not.toBeInTheDocument();
  add();
  expect(cartStore.getSnapshot().items).toEqual([
    expect.not.objectContaining({ personalisation: expect.anything() }),
  ]);
});

it('a product card sends a product that asks questions to its page rather than adding it unanswered', () => {
  render(<ProductCard product={cardProductOf(personalised)} />);
  expect(screen.queryByTestId('add-to-basket')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Personalise Tide Cuff' })).toHaveAttribute(
    'href',
    `/product/${cuff.id}`,
  );
});
