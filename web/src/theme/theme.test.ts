// Every palette colour that carries text on a chip, a button or a badge reads at WCAG AA (4.5:1).
import { getContrastRatio } from '@mui/material/styles';
import { REDUCED_MOTION, theme } from './theme';

it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
  '%s: its contrast text on its main colour is at least 4.5:1',
  (name) => {
    const { main, contrastText } = theme.palette[name];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  },
);

it('warning and info text on the page background is at least 4.5:1', () => {
  for (const name of ['warning', 'info'] as const)
    expect(getContrastRatio(theme.palette[name].main, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
});

it('a device set to reduce motion gets transitions and animations that end at once, except linear progress bars', () => {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<
    string,
    Record<string, Record<string, string>>
  >;
  const rule = overrides[REDUCED_MOTION]?.['*:not(.MuiLinearProgress-bar), *::before, *::after'];
  expect(rule).toMatchObject({
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
  });
});
