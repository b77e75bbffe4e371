// Demand insights never show a registry count under 5.
import { centsOrDash, daysOrDash, wantedText } from './insight-format';

it('says "fewer than 5" for a count the summary withheld or any count under 5', () => {
  expect(wantedText(null)).toBe('Fewer than 5 registries want this');
  expect(wantedText(4)).toBe('Fewer than 5 registries want this');
  expect(wantedText(5)).toBe('5 registries want this');
  expect(wantedText(1234)).toBe('1,234 registries want this');
});

it('shows a dash where there is no price or sale yet', () => {
  expect(centsOrDash(null)).toBe('–');
  expect(centsOrDash(12050)).toBe('$120.50');
  expect(daysOrDash(null)).toBe('–');
  expect(daysOrDash(1.2)).toBe('1 day');
  expect(daysOrDash(6.6)).toBe('7 days');
});
