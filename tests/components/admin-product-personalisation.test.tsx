import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProductForm } from '@/components/admin/products/product-form';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import type { PersonalisationQuestion } from '@/lib/schemas/personalisation';
import { answer } from './admin-support';
import { makeProduct } from './fixtures';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/products');

const ENGRAVING: PersonalisationQuestion = {
  id: 'engraving',
  kind: 'text',
  label: 'Engraving',
  required: true,
  priceCents: 1500,
  maxLength: 12,
};
const saved = (personalisation: PersonalisationQuestion[] = []) =>
  ({
    ...makeProduct({ name: 'Tide Cuff', price: 45, totalInventory: 4 }),
    version: 3,
    updatedAt: '2026-03-02T10:00:00.000Z',
    images: [],
    notionPageId: null,
    personalisation,
  }) as AdminProduct;

let route: (url: string, init?: RequestInit) => ReturnType<typeof answer>;
const writes = () =>
  (global.fetch as jest.Mock).mock.calls.filter(
    ([, init]: [string, RequestInit | undefined]) => init?.method && init.method !== 'GET',
  );
const bodyOf = (call: [string, RequestInit]) => JSON.parse(call[1].body as string);

beforeEach(() => {
  route = () => answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
    route(url, init),
  ) as unknown as typeof fetch;
});

const section = () => within(screen.getByRole('region', { name: 'Personalisation' }));
const rows = () => section().getAllByTestId('question-row');
const inRow = (index: number) => within(rows()[index]);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

describe('the product form’s Personalisation section', () => {
  it('adds questions of each kind and saves them with the product, each with its own id', async () => {
    route = (_url, init) => (init?.method === 'PUT' ? answer(200, saved()) : answer(404, {}));
    render(<ProductForm product={saved()} onSaved={jest.fn()} />);
    fireEvent.click(section().getByRole('button', { name: 'Add a question' }));
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Question' }), { target: { value: 'Engraving' } });
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Added price (USD)' }), {
      target: { value: '15' },
    });
    fireEvent.click(inRow(0).getByRole('checkbox', { name: 'Required' }));
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Maximum length' }), { target: { value: '12' } });
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Pattern (optional)' }), {
      target: { value: '[A-Za-z ]+' },
    });
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Hint when it does not match' }), {
      target: { value: 'letters and spaces only' },
    });

    fireEvent.click(section().getByRole('button', { name: 'Add a question' }));
    fireEvent.change(inRow(1).getByRole('combobox', { name: 'Kind of answer' }), {
      target: { value: 'choice' },
    });
    expect(inRow(1).queryByRole('textbox', { name: 'Maximum length' })).not.toBeInTheDocument();
    fireEvent.change(inRow(1).getByRole('textbox', { name: 'Question' }), { target: { value: 'Finish' } });
    fireEvent.change(inRow(1).getByRole('textbox', { name: 'Choices' }), {
      target: { value: 'Matte\n\n Gloss \n' },
    });

    fireEvent.click(section().getByRole('button', { name: 'Add a question' }));
    fireEvent.change(inRow(2).getByRole('combobox', { name: 'Kind of answer' }), {
      target: { value: 'yesNo' },
    });
    fireEvent.change(inRow(2).getByRole('textbox', { name: 'Question' }), { target: { value: 'Gift wrap' } });
    fireEvent.change(inRow(2).getByRole('textbox', { name: 'Added price (USD)' }), {
      target: { value: '$3.50' },
    });

    save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    const { personalisation } = bodyOf(writes()[0]);
    expect(personalisation).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        kind: 'text',
        label: 'Engraving',
        required: true,
        priceCents: 1500,
        maxLength: 12,
        pattern: '[A-Za-z ]+',
        patternHint: 'letters and spaces only',
      },
      {
        id: expect.any(String),
        kind: 'choice',
        label: 'Finish',
        required: false,
        priceCents: 0,
        choices: ['Matte', 'Gloss'],
      },
      { id: expect.any(String), kind: 'yesNo', label: 'Gift wrap', required: false, priceCents: 350 },
    ]);
    expect(new Set(personalisation.map((question: { id: string }) => question.id)).size).toBe(3);
  });

  it('shows a saved product’s questions, keeps their ids, and removes one', async () => {
    const wrap: PersonalisationQuestion = {
      id: 'wrap',
      kind: 'yesNo',
      label: 'Gift wrap',
      required: false,
      priceCents: 0,
    };
    route = (_url, init) => (init?.method === 'PUT' ? answer(200, saved([wrap])) : answer(404, {}));
    render(<ProductForm product={saved([ENGRAVING, wrap])} onSaved={jest.fn()} />);
    expect(inRow(0).getByRole('textbox', { name: 'Question' })).toHaveValue('Engraving');
    expect(inRow(0).getByRole('textbox', { name: 'Added price (USD)' })).toHaveValue('15.00');
    expect(inRow(0).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    fireEvent.click(inRow(0).getByRole('button', { name: 'Remove Engraving' }));
    expect(rows()).toHaveLength(1);
    save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(bodyOf(writes()[0]).personalisation).toEqual([wrap]);
  });

  it('refuses what the api would refuse on the question’s own input, and sends nothing', async () => {
    render(<ProductForm product={saved()} onSaved={jest.fn()} />);
    fireEvent.click(section().getByRole('button', { name: 'Add a question' }));
    fireEvent.change(inRow(0).getByRole('combobox', { name: 'Kind of answer' }), {
      target: { value: 'choice' },
    });
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Added price (USD)' }), {
      target: { value: 'ten' },
    });
    fireEvent.change(inRow(0).getByRole('textbox', { name: 'Choices' }), { target: { value: 'Only one' } });
    save();
    expect(await inRow(0).findByText('Question is required')).toBeInTheDocument();
    expect(inRow(0).getByRole('textbox', { name: 'Question' })).toHaveAttribute('aria-invalid', 'true');
    expect(inRow(0).getByText('Added price must be an amount in dollars, such as 15.00')).toBeInTheDocument();
    expect(inRow(0).getByRole('textbox', { name: 'Choices' })).toHaveAccessibleDescription(
      'A choice question needs at least 2 choices One choice a line',
    );
    expect(writes()).toHaveLength(0);
  });

  it('lands the api’s refusal of one question’s price on its input', async () => {
    route = () =>
      answer(400, {
        error: 'Added price is at most 1000',
        code: 'VALIDATION_ERROR',
        field: 'personalisation.0.priceCents',
      });
    render(<ProductForm product={saved([ENGRAVING])} onSaved={jest.fn()} />);
    save();
    expect(await inRow(0).findByText('Added price is at most 1000')).toBeInTheDocument();
    expect(inRow(0).getByRole('textbox', { name: 'Added price (USD)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers no sixth question', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...ENGRAVING, id: `q${i}`, label: `Line ${i + 1}` }));
    render(<ProductForm product={saved(five)} onSaved={jest.fn()} />);
    expect(section().getByRole('button', { name: 'Add a question' })).toBeDisabled();
    // The categories' list answers meanwhile.
    await act(async () => {});
  });
});
