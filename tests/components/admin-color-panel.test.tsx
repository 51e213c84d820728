import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorPanel } from '@/components/admin/store/color-panel';
import { DEFAULT_THEME } from '@/lib/schemas/store';

const initial = DEFAULT_THEME.colors;

// The picker draws its transparency checkerboard on a canvas, which jsdom does not have.
beforeAll(() => {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null, configurable: true });
});

function setup() {
  const onSave = jest.fn().mockResolvedValue(true);
  const onReset = jest.fn();
  const view = render(<ColorPanel initialColors={initial} onSave={onSave} onReset={onReset} />);
  return { onSave, onReset, ...view };
}

/** Opens a colour's picker and types a hex value into it, as an owner would. */
function pick(label: string, hex: string) {
  const button = screen.getByRole('button', { name: label });
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
  const picker = screen.getByTestId(`${button.dataset.testid}-picker`);
  const input = picker.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: hex } });
}

describe('Color Scheme panel', () => {
  it('lists the five colours with their swatch and hex value', () => {
    setup();
    for (const [label, value] of [
      ['Primary Color', '#14F197'],
      ['Secondary Color', '#131B2E'],
      ['Background Color', '#FFFFFF'],
      ['Text Color', '#333333'],
      ['Accent Color', '#0B0F1C'],
    ]) {
      expect(screen.getByRole('button', { name: label })).toHaveTextContent(value);
    }
  });

  it('enables Save Colors and says so only once a colour changes, updating live', () => {
    const { onSave } = setup();
    expect(screen.getByRole('button', { name: 'Save Colors' })).toBeDisabled();
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();

    pick('Primary Color', 'FF0000');

    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Colors' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Primary Color' })).toHaveTextContent('#FF0000');
    // The live update: the caller hears of every pick, not final.
    expect(onSave).toHaveBeenLastCalledWith({ ...initial, primary: '#FF0000' }, false);
  });

  it('saves the working colours as final, then clears the notice', async () => {
    const { onSave } = setup();
    pick('Accent Color', '123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Colors' }));
    });
    expect(onSave).toHaveBeenLastCalledWith({ ...initial, accent: '#123456' }, true);
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Colors' })).toBeDisabled();
  });

  it('keeps the notice when the save is refused', async () => {
    const { onSave } = setup();
    onSave.mockResolvedValue(false);
    pick('Text Color', '222222');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Colors' }));
    });
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });

  it('Reset restores the initial colours, clears the notice and tells the caller', () => {
    const { onReset } = setup();
    pick('Secondary Color', 'ABCDEF');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Secondary Color' })).toHaveTextContent('#131B2E');
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Colors' })).toBeDisabled();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('starts again from new initial colours (after a save or a rollback)', () => {
    const { rerender, onSave, onReset } = setup();
    pick('Primary Color', 'FF0000');
    rerender(
      <ColorPanel initialColors={{ ...initial, primary: '#00FF00' }} onSave={onSave} onReset={onReset} />,
    );
    expect(screen.getByRole('button', { name: 'Primary Color' })).toHaveTextContent('#00FF00');
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('closes the picker on a click outside it, after the 200 ms closing animation', () => {
    jest.useFakeTimers();
    try {
      setup();
      fireEvent.click(screen.getByRole('button', { name: 'Primary Color' }));
      expect(screen.getByTestId('color-primary-color-picker')).toBeInTheDocument();
      fireEvent.mouseDown(document.body);
      expect(screen.getByTestId('color-primary-color-picker')).toHaveClass('color-item__popover--closing');
      act(() => jest.advanceTimersByTime(199));
      expect(screen.getByTestId('color-primary-color-picker')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByTestId('color-primary-color-picker')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
