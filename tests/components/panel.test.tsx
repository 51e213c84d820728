import { render, screen } from '@testing-library/react';
import { Panel } from '@/components/ui/panel';

describe('Panel', () => {
  it('is a region named by its heading, with its hint under the title', () => {
    render(
      <Panel name="product-images" title="Images" hint="The first image is the one shoppers see first.">
        <button type="button">Add an image</button>
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Images' });
    expect(panel).toHaveClass('admin-panel', 'product-images');
    expect(screen.getByRole('heading', { level: 2, name: 'Images' })).toHaveAttribute(
      'id',
      'product-images-title',
    );
    expect(panel).toHaveTextContent('The first image is the one shoppers see first.');
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Add an image' }));
  });

  it('takes a level-3 heading within a screen, and no hint line without a hint', () => {
    const { container } = render(
      <Panel name="typography" title="Typography" level={3}>
        <p>Fonts</p>
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Typography' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Typography' })).toBeInTheDocument();
    expect(container.querySelector('.admin-panel__hint')).toBeNull();
  });
});
