import { act, render, screen } from '@testing-library/react';
import {
  NotionCallback,
  NOTION_CONNECTED_HREF,
  NOTION_POPUP_CLOSE_MS,
} from '@/components/admin/notion/notion-callback';
import { NOTION_CALLBACK_MESSAGE, NOTION_MESSAGES } from '@/lib/schemas/notion';
import { answer } from './admin-support';
import { mockRouter, setSearchParams } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

/** The callback as Notion's redirect would open it, with these query parameters. */
function renderCallback(query: Record<string, string>) {
  setSearchParams(query);
  return render(<NotionCallback />);
}

let exchangeAnswer: ReturnType<typeof answer>;
beforeEach(() => {
  mockRouter.replace.mockReset();
  exchangeAnswer = answer(200, { success: true, workspaceName: 'Sitka' });
  global.fetch = jest.fn(async () => exchangeAnswer) as unknown as typeof fetch;
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('Notion callback', () => {
  it('as a full page, exchanges the code with its state and goes to the dashboard', async () => {
    renderCallback({ code: 'c1', state: 's1' });
    expect(screen.getByRole('status')).toHaveTextContent(NOTION_MESSAGES.connecting);
    await act(async () => undefined);
    const [, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({ code: 'c1', state: 's1' });
    expect(mockRouter.replace).toHaveBeenCalledWith(NOTION_CONNECTED_HREF);
  });

  it('as a full page, shows the spec’s sentence and the api’s refusal below it, with Return to Dashboard', async () => {
    exchangeAnswer = answer(400, {
      error: NOTION_MESSAGES.stateInvalid,
      code: 'NOTION_STATE_INVALID',
      field: 'state',
    });
    renderCallback({ code: 'c1', state: 'old' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${NOTION_MESSAGES.connectFailed}\n${NOTION_MESSAGES.stateInvalid}`,
    );
    expect(screen.getByRole('link', { name: NOTION_MESSAGES.returnToDashboard })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('without a code, says none was received and calls nothing', async () => {
    renderCallback({ error: 'access_denied' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTION_MESSAGES.noCode);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('in a popup, posts the result to its opener at this origin only, then closes', async () => {
    const postMessage = jest.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    renderCallback({ code: 'c1', state: 's1' });
    await act(async () => undefined);
    expect(postMessage).toHaveBeenCalledWith(
      { type: NOTION_CALLBACK_MESSAGE, success: true },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
    close.mockRestore();
  });

  it('in a popup, an error is shown and the popup closes after 3 seconds, without a Return link', async () => {
    jest.useFakeTimers();
    const postMessage = jest.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    exchangeAnswer = answer(400, {
      error: NOTION_MESSAGES.connectFailed,
      code: 'NOTION_REFUSED',
      field: 'code',
    });
    renderCallback({ code: 'bad', state: 's1' });
    await act(async () => undefined);
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTION_MESSAGES.connectFailed);
    expect(screen.queryByRole('link', { name: NOTION_MESSAGES.returnToDashboard })).not.toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledWith(
      { type: NOTION_CALLBACK_MESSAGE, success: false, error: NOTION_MESSAGES.connectFailed },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(NOTION_POPUP_CLOSE_MS));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
    jest.useRealTimers();
  });
});
