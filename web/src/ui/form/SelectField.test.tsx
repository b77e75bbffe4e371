// SelectField: its label is always shrunk above the box (native, with an empty-value option that has
// text; MUI's menu; inside a bound FormSelectField), in the server's HTML and in the browser alike.
import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FormSelectField } from './FormSelectField';
import { SelectField } from './SelectField';
import { useForm } from './use-form';

const ageField = (
  <SelectField label="Child's age" name="age" defaultValue="" size="small">
    <option value="">Any age</option>
    <option value="18">1 year old</option>
  </SelectField>
);

/** MUI marks a shrunk label with data-shrink="true"; unshrunk, it sits where the value is drawn. */
const labelOf = (container: HTMLElement) => container.querySelector('label');

describe('SelectField', () => {
  it('draws the label above an empty value that shows text ("Any age"), in the server HTML', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(ageField);
    expect(labelOf(host)).toHaveAttribute('data-shrink', 'true');
    // The outline leaves a gap for the label (notched), so the border does not cross it either.
    expect(host.querySelector('fieldset legend')).toHaveTextContent("Child's age");
    expect(host.querySelector('fieldset legend')?.className).toMatch(/notched/i);
  });

  it('keeps it there after the browser renders, whatever is chosen, and is a native, labelled select', async () => {
    const { container } = render(ageField);
    const select = screen.getByLabelText("Child's age");
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(labelOf(container)).toHaveAttribute('data-shrink', 'true');
    await userEvent.selectOptions(select, '1 year old');
    expect(select).toHaveValue('18');
    expect(labelOf(container)).toHaveAttribute('data-shrink', 'true');
    await userEvent.selectOptions(select, 'Any age');
    expect(labelOf(container)).toHaveAttribute('data-shrink', 'true');
  });

  it("shrinks MUI's menu select too, and lets a caller's label props through", () => {
    const { container } = render(
      <SelectField
        native={false}
        label="Country"
        value=""
        onChange={() => undefined}
        slotProps={{ inputLabel: { 'data-testid': 'country-label' } as object }}
      >
        <MenuItem value="">Anywhere</MenuItem>
        <MenuItem value="US">United States</MenuItem>
      </SelectField>,
    );
    expect(screen.getByTestId('country-label')).toHaveAttribute('data-shrink', 'true');
    expect(container.querySelector('select')).toBeNull();
    // An empty value's text is displayed, under the label.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Anywhere');
  });

  it('FormSelectField binds a form field, shows its error and keeps the label shrunk', async () => {
    function Harness() {
      const form = useForm<{ category: string }>({
        initialValues: { category: '' },
        validate: (v) => (v.category ? {} : { category: 'Choose a category.' }),
        onSubmit: () => Promise.resolve(),
      });
      return (
        <form onSubmit={form.handleSubmit}>
          <FormSelectField form={form} name="category" label="Category">
            <option value="">Choose a category</option>
            <option value="strollers">Strollers</option>
          </FormSelectField>
          <button type="submit">Send</button>
        </form>
      );
    }
    const { container } = render(<Harness />);
    expect(labelOf(container)).toHaveAttribute('data-shrink', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Strollers');
    expect(screen.getByLabelText('Category')).toHaveValue('strollers');
    expect(labelOf(container)).toHaveAttribute('data-shrink', 'true');
  });
});
