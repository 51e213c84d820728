import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppLoading } from '@/components/app-shell/app-loading';
import { AppError } from '@/components/app-shell/app-error';
import { CHUNK_RELOAD_KEY } from '@/lib/app-shell/chunk-reload';
import { installGlobalListeners } from '@/lib/app-shell/global-listeners';

const chunkError = () =>
  Object.assign(new Error('Loading chunk app/shop/page failed.'), { name: 'ChunkLoadError' });

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('AppLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("says 'Loading application...', and after 10 s that it is taking too long", () => {
    render(<AppLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading application...');
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toHaveTextContent('Loading application...');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Application is taking too long to load. Please try refreshing.',
    );
  });
});

describe('AppError', () => {
  it("shows 'Unexpected Application Error!' with the error's message", () => {
    render(<AppError error={new Error('Store settings could not be read')} reload={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Store settings could not be read')).toBeInTheDocument();
  });

  it('shows the status text when the error has no message, and logs it as critical', async () => {
    const failure = Object.assign(new Error(''), { status: 503, statusText: 'Service Unavailable' });
    render(<AppError error={failure} reload={jest.fn()} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('[CRITICAL] [app-shell]'),
        expect.anything(),
      ),
    );
  });

  it('reloads once for a script that failed to load, remembering it in sessionStorage', () => {
    const reload = jest.fn();
    render(<AppError error={chunkError()} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toMatch(/^\d+$/);
    expect(screen.queryByText('Unable to Load Application')).not.toBeInTheDocument();
  });

  it("does not reload again right after a reload: 'Unable to Load Application' with Retry", () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5_000));
    const reload = jest.fn();
    render(<AppError error={chunkError()} reload={reload} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to Load Application');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a chunk failure long after the last one', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5 * 60_000));
    const reload = jest.fn();
    render(
      <AppError
        error={new TypeError('Failed to fetch dynamically imported module: /_next/static/x.js')}
        reload={reload}
      />,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installGlobalListeners', () => {
  it('logs unhandled rejections and uncaught errors through the logger, tagged app-shell', async () => {
    const target = new EventTarget() as unknown as Window;
    Object.defineProperty(target, 'location', { value: { reload: jest.fn() } });
    installGlobalListeners(target);
    target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('request to /api/x failed') }),
    );
    target.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('x is undefined') }));
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
    expect(console.error).toHaveBeenCalledWith(
      '[ERROR] [app-shell] Unhandled promise rejection',
      expect.objectContaining({ error: expect.objectContaining({ message: 'request to /api/x failed' }) }),
    );
    expect(console.error).toHaveBeenCalledWith(
      '[ERROR] [app-shell] Uncaught error',
      expect.objectContaining({ error: expect.objectContaining({ name: 'TypeError' }) }),
    );
  });

  it('reloads once for a chunk that failed to load outside any render', async () => {
    const target = new EventTarget() as unknown as Window;
    const reload = jest.fn();
    Object.defineProperty(target, 'location', { value: { reload } });
    installGlobalListeners(target);
    const chunk = () => Object.assign(new Event('unhandledrejection'), { reason: chunkError() });
    target.dispatchEvent(chunk());
    target.dispatchEvent(chunk());
    expect(reload).toHaveBeenCalledTimes(1);
    // The second failure, right after the reload, is logged instead of reloading again.
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        '[ERROR] [app-shell] Unhandled promise rejection',
        expect.anything(),
      ),
    );
  });
});
