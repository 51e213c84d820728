import { fireEvent, render, screen } from '@testing-library/react';
import { ToggleGroup } from '@/components/ui/toggle-group';

describe('a toggle group', () => {
  it('presses the chosen option only, and hands up the one pressed next', () => {
    const onChange = jest.fn();
    render(
      <ToggleGroup
        label="Report by"
        options={[
          { value: 'month', label: 'Month' },
          { value: 'quarter', label: 'Quarter' },
        ]}
        value="month"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Report by' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(onChange).toHaveBeenCalledWith('quarter');
  });
});
