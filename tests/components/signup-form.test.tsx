import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupForm } from '@/components/platform/signup-form';
import { SIGNUP_MESSAGES } from '@/lib/constants/platform';

type Answer = { status: number; body: unknown };

/** The BFF as the form meets it: the live check by the address typed, and the sign-up itself. */
function api(signup: Answer, taken: string[] = []) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://www.localhost');
    let answer: Answer;
    if (url.pathname === '/api/platform/slug-availability') {
      const slug = url.searchParams.get('slug') ?? '';
      const free = !taken.includes(slug);
      answer = {
        status: 200,
        body: {
          slug,
          available: free,
          message: free ? null : SIGNUP_MESSAGES.slugTaken(slug),
          storeHost: `${slug}.localhost`,
        },
      };
    } else answer = signup;
    void init;
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const signupCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/platform/signup'));

async function fill(slug: string) {
  await userEvent.type(screen.getByTestId('signup-email'), 'maker@clay.test');
  await userEvent.type(screen.getByTestId('signup-password'), 'Kiln-fired-2026!');
  await userEvent.type(screen.getByTestId('signup-store-name'), 'Clay Works');
  await userEvent.type(screen.getByTestId('signup-slug'), slug);
}

describe('the sign-up form', () => {
  it('shows the whole address as it is typed, and whether it is free', async () => {
    api({ status: 201, body: {} }, ['north']);
    render(<SignupForm domain="localhost" />);
    expect(screen.getByTestId('store-address')).toHaveTextContent('your-store.localhost');
    await userEvent.type(screen.getByTestId('signup-slug'), 'North');
    expect(screen.getByTestId('store-address')).toHaveTextContent('north.localhost');
    expect(await screen.findByText(SIGNUP_MESSAGES.slugTaken('north'))).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('signup-slug'));
    await userEvent.type(screen.getByTestId('signup-slug'), 'clay-works');
    expect(
      await screen.findByText(SIGNUP_MESSAGES.slugAvailable('clay-works.localhost')),
    ).toBeInTheDocument();
  });

  it('says at once what is wrong with an address of the wrong shape or a reserved one, without asking', async () => {
    const fetchMock = api({ status: 201, body: {} });
    render(<SignupForm domain="localhost" />);
    await userEvent.type(screen.getByTestId('signup-slug'), '-ab');
    expect(screen.getByTestId('slug-check')).toHaveTextContent(SIGNUP_MESSAGES.slugShape);
    await userEvent.clear(screen.getByTestId('signup-slug'));
    await userEvent.type(screen.getByTestId('signup-slug'), 'admin');
    expect(screen.getByTestId('slug-check')).toHaveTextContent(SIGNUP_MESSAGES.slugReserved('admin'));
    await userEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Enter your store’s name.')).toBeInTheDocument();
    expect(signupCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the sign-up and then says to check the mailbox', async () => {
    const fetchMock = api({
      status: 201,
      body: {
        success: true,
        storeHost: 'clay-works.localhost',
        message: SIGNUP_MESSAGES.checkEmail('maker@clay.test'),
      },
    });
    render(<SignupForm domain="localhost" />);
    await fill('Clay-Works');
    await userEvent.click(screen.getByTestId('signup-submit'));
    const sent = await screen.findByTestId('signup-sent');
    expect(sent).toHaveTextContent(SIGNUP_MESSAGES.checkEmailTitle);
    expect(sent).toHaveTextContent(SIGNUP_MESSAGES.checkEmail('maker@clay.test'));
    expect(sent).toHaveTextContent('clay-works.localhost');
    const [[, init]] = signupCalls(fetchMock);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      email: 'maker@clay.test',
      password: 'Kiln-fired-2026!',
      storeName: 'Clay Works',
      slug: 'clay-works',
      captchaToken: null,
    });
  });

  it("shows the api's refusal under the field it names", async () => {
    api({
      status: 409,
      body: { error: SIGNUP_MESSAGES.slugTaken('clay-works'), code: 'SLUG_TAKEN', field: 'slug' },
    });
    render(<SignupForm domain="localhost" />);
    await fill('clay-works');
    await userEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(screen.getByTestId('signup-slug')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(SIGNUP_MESSAGES.slugTaken('clay-works')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('signup-sent')).toBeNull();
  });
});
