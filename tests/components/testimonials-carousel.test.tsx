import { act, fireEvent, render, screen } from '@testing-library/react';
import { TemplatePage } from '@/components/templates';
import { TestimonialsCarousel } from '@/components/templates/testimonials-carousel';
import { DEFAULT_THEME } from '@/lib/schemas/store';
import { SAMPLE_TESTIMONIALS } from '@/lib/template-samples';

const shown = () =>
  screen
    .getAllByRole('figure', { hidden: true })
    .filter((figure) => !figure.hidden)
    .map((figure) => figure.getAttribute('aria-label'));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Testimonials', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the three samples one at a time, moving on every 5000 ms by default', () => {
    render(
      <TemplatePage
        pageType="home"
        config={{
          componentSettings: [{ componentId: 'testimonials', visible: true, order: 0, settings: {} }],
        }}
        data={{
          store: { storeName: 'Sitka Silver', description: null, brandStory: null, theme: DEFAULT_THEME },
        }}
      />,
    );
    expect(screen.getAllByRole('figure', { hidden: true })).toHaveLength(3);
    expect(shown()).toEqual(['1 of 3']);
    act(() => jest.advanceTimersByTime(4999));
    expect(shown()).toEqual(['1 of 3']);
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toEqual(['2 of 3']);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['1 of 3']);
  });

  it('follows autoplaySpeed, and stays put once paused until played again', () => {
    render(
      <TestimonialsCarousel testimonials={SAMPLE_TESTIMONIALS} autoplay autoplaySpeed={2000} style="cards" />,
    );
    act(() => jest.advanceTimersByTime(2000));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(shown()).toEqual(['3 of 3']);
  });

  it('holds still while the pointer is over it', () => {
    const { container } = render(
      <TestimonialsCarousel testimonials={SAMPLE_TESTIMONIALS} autoplay autoplaySpeed={5000} style="cards" />,
    );
    fireEvent.mouseEnter(container.firstElementChild!);
    act(() => jest.advanceTimersByTime(15_000));
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.mouseLeave(container.firstElementChild!);
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(['2 of 3']);
  });

  it('stops when the keyboard moves into it, and plays again only when asked', () => {
    render(
      <TestimonialsCarousel testimonials={SAMPLE_TESTIMONIALS} autoplay autoplaySpeed={5000} style="cards" />,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => jest.advanceTimersByTime(15_000));
    expect(shown()).toEqual(['1 of 3']);
    const play = screen.getByRole('button', { name: 'Play testimonials' });
    fireEvent.focus(play);
    fireEvent.click(play);
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(['2 of 3']);
  });

  it('does not move by itself for a shopper who asks for reduced motion, nor when autoplay is off', () => {
    mockReducedMotion(true);
    const { unmount } = render(
      <TestimonialsCarousel testimonials={SAMPLE_TESTIMONIALS} autoplay autoplaySpeed={5000} style="cards" />,
    );
    act(() => jest.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['1 of 3']);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toEqual(['2 of 3']);
    unmount();

    mockReducedMotion(false);
    render(
      <TestimonialsCarousel
        testimonials={SAMPLE_TESTIMONIALS}
        autoplay={false}
        autoplaySpeed={5000}
        style="cards"
      />,
    );
    act(() => jest.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['1 of 3']);
  });
});
