import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxList } from '@/components/ui/checkbox-list';

const choices = [
  { id: 'a', name: 'Rings' },
  { id: 'b', name: 'Necklaces' },
  { id: 'c', name: 'Earrings' },
];

function Picker({ initial, onChange }: { initial: string[]; onChange: (ids: string[]) => void }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <fieldset>
      <legend>Categories</legend>
      <CheckboxList
        choices={choices}
        chosen={chosen}
        onChange={(ids) => {
          setChosen(ids);
          onChange(ids);
        }}
      />
    </fieldset>
  );
}

describe('CheckboxList', () => {
  it('shows a checkbox a choice, labelled by its name, ticked where chosen', () => {
    render(<Picker initial={['b']} onChange={jest.fn()} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Rings' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Necklaces' })).toBeChecked();
  });

  it('ticks a new one last and unticks one, keeping the others in their order', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Picker initial={['b']} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Rings' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a']);
    await user.click(screen.getByRole('checkbox', { name: 'Earrings' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    await user.click(screen.getByRole('checkbox', { name: 'Necklaces' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('checkbox', { name: 'Necklaces' })).not.toBeChecked();
  });

  it('shows nothing while the choices load', () => {
    render(<CheckboxList chosen={['a']} onChange={jest.fn()} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('tells when a checkbox is left', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    render(<CheckboxList choices={choices} chosen={[]} onChange={jest.fn()} onBlur={onBlur} />);
    await user.click(screen.getByRole('checkbox', { name: 'Rings' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});
