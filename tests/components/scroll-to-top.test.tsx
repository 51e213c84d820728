import { render, waitFor } from '@testing-library/react';
import { ScrollToTop } from '@/components/app-shell/scroll-to-top';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.history.scrollRestoration = 'auto';
  window.history.replaceState(null, '', '/admin/products');
});

afterEach(() => jest.restoreAllMocks());

it('turns off the browser’s scroll restoration and goes to the top on every route change', () => {
  setPathname('/admin/products');
  const { rerender } = render(<ScrollToTop />);
  expect(window.history.scrollRestoration).toBe('manual');
  // The page the browser loaded stays where the visitor may already have scrolled it.
  expect(scrollTo).not.toHaveBeenCalled();

  // A re-render on the same page (a search, a sort) leaves the scroll alone.
  rerender(<ScrollToTop />);
  expect(scrollTo).not.toHaveBeenCalled();

  window.history.replaceState(null, '', '/admin/customers');
  setPathname('/admin/customers');
  rerender(<ScrollToTop />);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('leaves an address with an anchor to go to its anchor', () => {
  setPathname('/admin/products');
  const { rerender } = render(<ScrollToTop />);
  scrollTo.mockClear();
  window.history.replaceState(null, '', '/admin?open=workspace#dashboard-section-workspace');
  setPathname('/admin');
  rerender(<ScrollToTop />);
  expect(scrollTo).not.toHaveBeenCalled();
});

it('goes to an anchor that arrives after the route change, once it is on the page', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  setPathname('/admin/products');
  const { rerender } = render(<ScrollToTop />);
  window.history.replaceState(null, '', '/admin?open=workspace#dashboard-section-workspace');
  setPathname('/admin');
  rerender(<ScrollToTop />);
  expect(scrollIntoView).not.toHaveBeenCalled();

  // The dashboard replaces its loading state.
  const heading = document.createElement('h2');
  heading.id = 'dashboard-section-workspace';
  document.body.append(heading);
  await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
  expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  heading.remove();
});
