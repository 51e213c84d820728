import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/store/newsletter-form';

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

describe('NewsletterForm', () => {
  it("shows the api's thank-you message and clears the field", async () => {
    global.fetch = answer(200, { success: true, message: 'Thanks for subscribing!' });
    render(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'maker@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/newsletter/subscribe',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'maker@example.com' }) }),
    );
  });

  it("shows the api's error for a bad address", async () => {
    global.fetch = answer(400, { error: 'Please enter a valid email address.', code: 'VALIDATION_ERROR' });
    render(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('shows a general error when the request fails', async () => {
    global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    render(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'maker@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
