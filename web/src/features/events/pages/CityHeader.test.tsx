// Covers a city's day heading: the day with its year, and a day that has passed saying so with a link
// to today, on the list and on the map (the page title with the year is dynamicTitle's, checked here too).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { cityBySlug, formatDay, type City } from '@shared/events';
import { CurrentPath } from '../../../test/current-path';
import { dynamicTitle } from '../../../ui/meta/titles';
import { CityHeader } from './CityDayPage';

const city = cityBySlug('new-york-city') as City;
const TODAY = '2026-11-26';
const PASSED = 'This day has passed: these events already happened.';

function renderHeader(date: string, view: 'list' | 'map') {
  render(
    <MemoryRouter>
      <CityHeader city={city} date={date} today={TODAY} view={view} />
      <CurrentPath />
    </MemoryRouter>,
  );
}

it('names the day with its year, in the heading and the page title', () => {
  renderHeader('2026-11-25', 'list');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Family events in New York City');
  expect(screen.getByText('Wednesday, November 25, 2026')).toBeInTheDocument();
  expect(dynamicTitle.cityEvents(city.name, formatDay('2026-11-25', 'long', true))).toBe(
    'Family events in New York City on Wednesday, November 25, 2026 | Recess',
  );
});

it("says a past day has passed and takes the list to today's events", async () => {
  renderHeader('2026-11-25', 'list');
  expect(screen.getByText(PASSED, { exact: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: "See today's events" }));
  expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`/city/new-york-city/${TODAY}`);
});

it("takes the map of a past day to today's map", async () => {
  renderHeader('2026-11-20', 'map');
  expect(screen.getByText(PASSED, { exact: false })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: "See today's events" }));
  expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`/city/new-york-city/maps/${TODAY}`);
});

it.each([TODAY, '2026-11-27'])('says nothing has passed on %s (today, or a day to come)', (date) => {
  renderHeader(date, 'list');
  expect(screen.getByText(formatDay(date, 'long', true))).toBeInTheDocument();
  expect(screen.queryByText(PASSED, { exact: false })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: "See today's events" })).not.toBeInTheDocument();
});
