import { routeFor } from '@/lib/routing';
import { readChoice, readCount, visibleComponents } from '@/lib/template-view';

describe('visibleComponents', () => {
  it('keeps visible components of known types, sorted by order, settings over their defaults', () => {
    const components = visibleComponents({
      componentSettings: [
        { componentId: 'newsletter', visible: true, order: 3, settings: { heading: 'Hi' } },
        { componentId: 'hero', visible: true, order: 1, settings: { height: 'small' } },
        { componentId: 'testimonials', visible: false, order: 0, settings: {} },
        { componentId: 'marquee', visible: true, order: 2, settings: {} },
      ],
    });
    expect(components.map((component) => component.type)).toEqual(['hero', 'newsletter']);
    expect(components[0].settings).toEqual({ showOverlay: true, textPosition: 'center', height: 'small' });
    expect(components[1].settings).toMatchObject({ heading: 'Hi', backgroundColor: 'light' });
  });

  it('keeps the listed order for equal orders', () => {
    const components = visibleComponents({
      componentSettings: [
        { componentId: 'imageBlock', visible: true, order: 1, settings: {} },
        { componentId: 'textBlock', visible: true, order: 1, settings: {} },
      ],
    });
    expect(components.map((component) => component.type)).toEqual(['imageBlock', 'textBlock']);
  });
});

describe('settings readers', () => {
  it('fall back on values of the wrong kind or out of range', () => {
    expect(readCount({ productsToShow: 6 }, 'productsToShow', 4)).toBe(6);
    expect(readCount({ productsToShow: '6' }, 'productsToShow', 4)).toBe(4);
    expect(readCount({ productsToShow: 0 }, 'productsToShow', 4)).toBe(4);
    expect(readCount({ productsToShow: 2.5 }, 'productsToShow', 4)).toBe(4);
    expect(readChoice({ height: 'huge' }, 'height', ['small', 'medium', 'large'], 'large')).toBe('large');
  });
});

it('lets everyone see the About page', () => {
  expect(routeFor('/about', null)).toEqual({});
  expect(routeFor('/about', 'customer')).toEqual({});
});
