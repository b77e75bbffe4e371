// FilteredList and GetFilterForm: the phone's "Filters (n)" button is a plain link to the sheet, the
// applied filters are chips that link to the page without them, the count is shown, and the form is
// a GET form to the page that, in the browser, follows the address the form would have sent.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FILTERS_ID, FilteredList } from './FilteredList';
import { GetFilterForm } from './GetFilterForm';
import { filtersButtonText } from './filter-chips';
import { SelectField } from './SelectField';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderList(at: string, searchFor?: (sent: URLSearchParams) => string) {
  const onApplied = vi.fn();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Address />
      <Routes>
        <Route
          path="/list"
          element={
            <FilteredList
              label="Filter things"
              chips={[
                { key: 'free', label: 'Free only', href: '/list?time=morning' },
                { key: 'time', label: 'Morning', href: '/list?free=1' },
              ]}
              summary={<p>3 of 9 events</p>}
              form={
                <GetFilterForm action="/list" submitLabel="Show" onApplied={onApplied} searchFor={searchFor}>
                  <SelectField label="Time of day" name="time" defaultValue="">
                    <option value="">Any time</option>
                    <option value="morning">Morning</option>
                  </SelectField>
                  <input aria-label="Free only" type="checkbox" name="free" value="1" />
                  <input aria-label="Note" name="note" defaultValue="   " />
                </GetFilterForm>
              }
            >
              <ul aria-label="Results" />
            </FilteredList>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onApplied };
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('FilteredList', () => {
  it('says how many filters apply, and opens the sheet with a plain link (no app needed)', () => {
    renderList('/list?free=1&time=morning');
    expect(filtersButtonText(0)).toBe('Filters');
    const button = screen.getByRole('link', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('href', `#${FILTERS_ID}`);
    expect(screen.getByRole('complementary', { name: 'Filter things' })).toHaveAttribute('id', FILTERS_ID);
    expect(screen.getByText('3 of 9 events')).toBeInTheDocument();
  });

  it('shows each applied filter as a chip whose link removes it', async () => {
    renderList('/list?free=1&time=morning');
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    const free = screen.getByRole('link', { name: 'Remove filter: Free only' });
    expect(chips).toContainElement(free);
    expect(free).toHaveAttribute('href', '/list?time=morning');
    await userEvent.click(free);
    expect(address()).toHaveTextContent(/^\/list\?time=morning$/);
  });

  it('has no chip list when no filter applies', () => {
    render(
      <MemoryRouter>
        <FilteredList label="Filter things" chips={[]} form={null}>
          <p>Results</p>
        </FilteredList>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('GetFilterForm', () => {
  it('is a GET form to the page, so it works without the app', () => {
    renderList('/list');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/list');
  });

  it('in the browser, goes to the address the form would send (blank fields left out) and closes the sheet', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { onApplied } = renderList('/list');
    await userEvent.selectOptions(screen.getByLabelText('Time of day'), 'Morning');
    await userEvent.click(screen.getByLabelText('Free only'));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(address()).toHaveTextContent(/^\/list\?time=morning&free=1$/);
    expect(onApplied).toHaveBeenCalledOnce();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  it("uses the page's own address order when it has one", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderList('/list', (sent) => `?${[...sent.keys()].sort().join('&')}`);
    await userEvent.click(screen.getByLabelText('Free only'));
    await userEvent.selectOptions(screen.getByLabelText('Time of day'), 'Morning');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(address()).toHaveTextContent(/^\/list\?free&time$/);
  });
});
