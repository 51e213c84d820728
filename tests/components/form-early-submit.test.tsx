/**
 * A form sent before React had the page (held by the page's first script, lib/early-taps.ts)
 * sends itself once React has it, with what was typed; other forms' notes are left alone.
 */
import { render, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { EARLY_TAPS_SCRIPT } from '@/lib/early-taps';

const schema = z.object({ email: z.string().min(1) });

function SignInForm({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: 'shopper@demo.test' } });
  return (
    <Form form={form} onSubmit={onSubmit} label="Log In">
      <FormField name="email" id="email" label="Email" />
    </Form>
  );
}

afterEach(() => {
  window.__sitkaEarlySubmits = undefined;
});

it('is held from the browser: posted, never put in the address, and marked for the page script', () => {
  const { container } = render(<SignInForm onSubmit={jest.fn()} />);
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('data-early-form', 'Log In');
});

it('sends itself once, with its values, when it was sent before React', async () => {
  window.__sitkaEarlySubmits = ['Newsletter', 'Log In'];
  const onSubmit = jest.fn();
  render(<SignInForm onSubmit={onSubmit} />);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'shopper@demo.test' });
  expect(window.__sitkaEarlySubmits).toEqual(['Newsletter']);
});

it('waits for a press when it was not sent before React', async () => {
  const onSubmit = jest.fn();
  render(<SignInForm onSubmit={onSubmit} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onSubmit).not.toHaveBeenCalled();
});

describe("the page's first script, before React has the page", () => {
  /** Sends `form` as a press of its button would, and says whether the browser was kept from sending it. */
  const held = (form: HTMLFormElement) =>
    !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  beforeAll(() => {
    new Function(EARLY_TAPS_SCRIPT)();
  });
  beforeEach(() => {
    window.__sitkaEarlySubmits = [];
    document.body.innerHTML = `
      <form method="post" data-early-form="Log In"><input name="password"></form>
      <form class="own"><input name="card"></form>
      <form method="get" action="/shop"><input name="q"></form>`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    for (const key of Object.keys(document))
      if (key.startsWith('__reactContainer')) delete (document as never)[key];
  });

  it('holds a form of the app and notes it by its name, for the form to send itself', () => {
    expect(held(document.querySelector('form[data-early-form]')!)).toBe(true);
    expect(window.__sitkaEarlySubmits).toEqual(['Log In']);
  });

  it('holds a form with no method, whose values the browser would put in the address', () => {
    expect(held(document.querySelector('form.own')!)).toBe(true);
    expect(window.__sitkaEarlySubmits).toEqual([]);
  });

  it('lets a GET form that works before React go as it is', () => {
    expect(held(document.querySelector('form[method="get"]')!)).toBe(false);
  });

  it('leaves every form to React once React has the page', () => {
    (document as unknown as Record<string, unknown>).__reactContainer$test = {};
    expect(held(document.querySelector('form[data-early-form]')!)).toBe(false);
    expect(window.__sitkaEarlySubmits).toEqual([]);
  });
});
