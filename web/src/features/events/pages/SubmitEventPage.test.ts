// The submit form's values as the api's submission, and the api schema's verdict on them placed on
// this form's own fields (the price in dollars, the rain plan, the venue pin).
import { INITIAL_VALUES, submissionErrors, toSubmission, type SubmitValues } from './SubmitEventPage';

const filled: SubmitValues = {
  ...INITIAL_VALUES,
  title: 'Toddler rhyme time',
  date: '2026-12-05',
  startTime: '10:30',
  venueName: 'Astoria Library',
  address: '14-01 Astoria Blvd, Queens',
  organiser: 'Queens Public Library',
  description: 'Songs, rhymes and a story for walkers and talkers, with time to play after.',
};

it('sends what the parent filled in, the price in cents and the checks as logistics', () => {
  const sent = toSubmission({ ...filled, price: ' 12.50 ', stroller: true, accessibleEntrance: true, rainPlan: '  ' });
  expect(sent).toMatchObject({
    title: 'Toddler rhyme time',
    citySlug: 'new-york-city',
    durationMinutes: 60,
    priceCents: 1250,
    lat: null,
    lng: null,
    sourceUrl: null,
    logistics: { indoor: true, stroller: true, accessibleEntrance: true, rainPlan: null, parking: 'street' },
  });
  expect(toSubmission({ ...filled, lat: '40.76', lng: '-73.92' })).toMatchObject({ lat: 40.76, lng: -73.92 });
});

it('accepts a complete event, free or paid', () => {
  expect(submissionErrors(filled)).toEqual({});
  expect(submissionErrors({ ...filled, price: '8' })).toEqual({});
});

it('names each missing or wrong field on that field', () => {
  const errors = submissionErrors({ ...INITIAL_VALUES, sourceUrl: 'www.example.com' });
  expect(errors).toMatchObject({
    title: 'Add the title.',
    date: 'Choose the date.',
    startTime: 'Choose the start time.',
    venueName: 'Add the venue.',
    address: 'Add the address.',
    organiser: 'Add the organiser.',
    description: 'Add the description.',
    sourceUrl: 'The link must start with https://.',
  });
});

it('puts a price that is not dollars, or too high, on the price field', () => {
  expect(submissionErrors({ ...filled, price: 'ten' }).price).toMatch(/^Enter the price in dollars/);
  expect(submissionErrors({ ...filled, price: '-3' }).price).toMatch(/^Enter the price in dollars/);
  expect(submissionErrors({ ...filled, price: '501' }).price).toBe('The price can be at most $500.');
});

it("puts the pin's problems on the pin and the ages' on the oldest age", () => {
  // Chicago's centre, for an event in New York City.
  expect(submissionErrors({ ...filled, lat: '41.88', lng: '-87.63' }).lat).toBe(
    'Put the pin inside the city you chose.',
  );
  expect(submissionErrors({ ...filled, ageMinMonths: '24', ageMaxMonths: '12' }).ageMaxMonths).toBe(
    'The youngest age must not be above the oldest.',
  );
});
