import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FeaturedCarousel } from '@/components/store/featured-carousel';
import { makeProduct } from './fixtures';

const products = [1, 2, 3].map((n) =>
  makeProduct({ id: `11111111-1111-4111-8111-11111111111${n}`, name: `Piece ${n}` }),
);

/** The slide the carousel shows first, by its product's name. */
function currentPiece() {
  const slide = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true');
  return slide ? within(slide).getByRole('heading').textContent : null;
}

let scrolls: number[];

beforeEach(() => {
  jest.useFakeTimers();
  scrolls = [];
  // jsdom lays nothing out: each slide sits 300 px after the one before, and the track records where it scrolls.
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement ? Array.from(this.parentElement.children).indexOf(this) * 300 : 0;
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrolls.push(options.left ?? 0);
  } as typeof HTMLElement.prototype.scrollTo;
});

afterEach(() => {
  jest.useRealTimers();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  delete (HTMLElement.prototype as { offsetLeft?: number }).offsetLeft;
  delete (window as Partial<Window>).matchMedia;
});

function showAfterHero() {
  render(<FeaturedCarousel products={products} />);
  expect(screen.queryByRole('list', { name: 'Featured pieces' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(299));
  expect(screen.queryByRole('list', { name: 'Featured pieces' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  return screen.getByRole('list', { name: 'Featured pieces' });
}

describe('the home carousel', () => {
  it('appears 300 ms after the hero, with every piece', () => {
    const list = showAfterHero();
    expect(within(list).getAllByTestId('product-card')).toHaveLength(3);
    expect(currentPiece()).toBe('Piece 1');
  });

  it('moves on a piece every 5 s, wrapping round, until paused', () => {
    showAfterHero();
    act(() => jest.advanceTimersByTime(5_000));
    expect(currentPiece()).toBe('Piece 2');
    expect(scrolls.at(-1)).toBe(300);
    act(() => jest.advanceTimersByTime(10_000));
    expect(currentPiece()).toBe('Piece 1');

    fireEvent.click(screen.getByRole('button', { name: 'Pause the carousel' }));
    // Clicking moved focus into it; take it out so only the pause holds it.
    fireEvent.blur(screen.getByRole('button', { name: 'Play the carousel' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentPiece()).toBe('Piece 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play the carousel' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the carousel' }));
    act(() => jest.advanceTimersByTime(5_000));
    expect(currentPiece()).toBe('Piece 2');
  });

  it('goes to the next and previous piece on the buttons', () => {
    showAfterHero();
    fireEvent.click(screen.getByRole('button', { name: 'Previous piece' }));
    expect(currentPiece()).toBe('Piece 3');
    expect(scrolls.at(-1)).toBe(600);
    fireEvent.click(screen.getByRole('button', { name: 'Next piece' }));
    expect(currentPiece()).toBe('Piece 1');
  });

  it('holds still while the pointer is over it', () => {
    showAfterHero();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured pieces' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentPiece()).toBe('Piece 1');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Featured pieces' }));
    act(() => jest.advanceTimersByTime(5_000));
    expect(currentPiece()).toBe('Piece 2');
  });

  it('starts paused for a shopper who prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    showAfterHero();
    expect(screen.getByRole('button', { name: 'Play the carousel' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentPiece()).toBe('Piece 1');
  });
});

describe('the home carousel below the first screen', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('starts only when it comes into view, and then its controls work', () => {
    const watchers: { callback: IntersectionObserverCallback; element: Element }[] = [];
    window.IntersectionObserver = class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watchers.push({ callback: this.callback, element });
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(<FeaturedCarousel products={products} />);
    act(() => jest.advanceTimersByTime(1_000));
    // Out of view: its heading and controls are there, its pieces not yet, and its clock has not started.
    const region = screen.getByRole('region', { name: 'Featured pieces' });
    expect(within(region).getByRole('button', { name: 'Next piece' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Featured pieces' })).not.toBeInTheDocument();
    expect(watchers).toHaveLength(1);
    expect(watchers[0].element).toBe(region);

    act(() =>
      watchers[0].callback(
        [{ isIntersecting: true, target: watchers[0].element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('list', { name: 'Featured pieces' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('list', { name: 'Featured pieces' })).toBeInTheDocument();
    expect(currentPiece()).toBe('Piece 1');
    fireEvent.click(within(region).getByRole('button', { name: 'Next piece' }));
    expect(currentPiece()).toBe('Piece 2');
    fireEvent.click(within(region).getByRole('button', { name: 'Pause the carousel' }));
    expect(within(region).getByRole('button', { name: 'Play the carousel' })).toBeInTheDocument();
  });
});
