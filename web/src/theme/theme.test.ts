// Every palette colour that carries text on a chip, a button or a badge reads at WCAG AA (4.5:1).
import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

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
