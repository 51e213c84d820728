import { fireEvent, render, screen, within } from '@testing-library/react';
import { AddRowButton, Field, Options, SelectField } from '@/components/ui/field';

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

describe('Field', () => {
  it('takes classes beside field, and marks itself invalid with its error under the control', () => {
    const { container } = render(
      <Field id="variant-0-sku" label="Variant SKU" error="SKU taken" className="admin-field">
        <input id="variant-0-sku" aria-describedby="variant-0-sku-error" />
      </Field>,
    );
    expect(container.firstChild).toHaveClass('field', 'admin-field', 'field--invalid');
    expect(screen.getByLabelText('Variant SKU')).toHaveAccessibleDescription('SKU taken');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'variant-0-sku-error');
  });
});

describe('AddRowButton', () => {
  it('adds a row when pressed without sending the form it sits in, and can be turned off', () => {
    const onAdd = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <AddRowButton onAdd={onAdd}>Add a variant</AddRowButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <AddRowButton onAdd={onAdd} disabled>
          Add a variant
        </AddRowButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Add a variant' })).toBeDisabled();
  });
});
