/**
 * `next/navigation` for component tests, one router for every test file:
 * `jest.mock('next/navigation', () => jest.requireActual('../support/next-navigation'));`
 * then assert on `mockRouter.push` / `.replace`, and set the address with `setPathname` and
 * `setSearchParams`. `jest.clearAllMocks()` clears the router's calls.
 */
export const mockRouter = {
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  prefetch: jest.fn(),
};

let pathname = '/';
let searchParams = new URLSearchParams();

/** The path `usePathname` answers from now on. */
export const setPathname = (next: string) => {
  pathname = next;
};

/** The query `useSearchParams` answers from now on. */
export const setSearchParams = (query: Record<string, string> | string = '') => {
  searchParams = new URLSearchParams(query);
};

export const useRouter = () => mockRouter;
export const usePathname = () => pathname;
export const useSearchParams = () => searchParams;
