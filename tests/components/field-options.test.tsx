import { fireEvent, render, screen, within } from '@testing-library/react';
import { Options, SelectField } from '@/components/ui/field';

describe('Options', () => {
  it('offers each value as its own text, in order', () => {
    render(
      <select aria-label="Carrier" defaultValue="UPS">
        <Options values={['USPS', 'UPS', 'FedEx']} />
      </select>,
    );
    const select = screen.getByRole('combobox', { name: 'Carrier' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['USPS', 'USPS'],
      ['UPS', 'UPS'],
      ['FedEx', 'FedEx'],
    ]);
    expect(select).toHaveValue('UPS');
  });

  it('words a value with labelOf, keeping the value', () => {
    render(
      <select aria-label="State">
        <Options values={['AK', 'WA']} labelOf={(code) => (code === 'AK' ? 'Alaska' : 'Washington')} />
      </select>,
    );
    const alaska = screen.getByRole('option', { name: 'Alaska' });
    expect(alaska).toHaveValue('AK');
    expect(screen.getByRole('option', { name: 'Washington' })).toHaveValue('WA');
  });
});

describe('SelectField', () => {
  it('is a select named by the label around it, passing on its value and changes', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Height"
        value="medium"
        onChange={(event) => onChange(event.target.value)}
        disabled={false}
      >
        <Options values={['small', 'medium']} />
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Height' });
    expect(select).toHaveValue('medium');
    fireEvent.change(select, { target: { value: 'small' } });
    expect(onChange).toHaveBeenCalledWith('small');
  });
});
