// A list page's results with its filters. On a desktop the filters are a side column; on a phone the
// results come first, under one "Filters (n)" button that opens the filters as a bottom sheet, with
// the applied filters as removable chips. The sheet is the filters' own element shown by CSS when the
// address ends in #filters (:target), so the button is a plain link: it works before the app has
// loaded and with JavaScript off, the server's HTML and the hydrated page are the same (no shift),
// and the phone's Back button closes the sheet.
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { filtersButtonText, type FilterChip } from './filter-chips';

export const FILTERS_ID = 'filters';
export const RESULTS_ID = 'filter-results';

/**
 * Closes the sheet where it was opened by the address: a fragment navigation (history.replaceState
 * would leave :target where it was), replacing the entry so Back does not reopen it.
 */
export function closeFilterSheet(): void {
  if (window.location.hash === `#${FILTERS_ID}`) window.location.replace(`#${RESULTS_ID}`);
}

export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const navigate = useNavigate();
  if (chips.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Applied filters"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            component={RouterLink}
            to={chip.href}
            label={chip.label}
            aria-label={`Remove filter: ${chip.label}`}
            clickable
            onDelete={() => void navigate(chip.href)}
            deleteIcon={<CloseIcon aria-hidden />}
            size="small"
          />
        </li>
      ))}
    </Stack>
  );
}

export interface FilteredListProps {
  /** The filters' name for assistive technology: "Filter listings". */
  label: string;
  chips: FilterChip[];
  /** The filter form (a GetFilterForm, whose onApplied should be closeFilterSheet). */
  form: ReactNode;
  /** Above the results: the result count (always visible). */
  summary?: ReactNode;
  children: ReactNode;
}

export function FilteredList({ label, chips, form, summary, children }: FilteredListProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
      }}
    >
      <Box
        component="aside"
        id={FILTERS_ID}
        aria-label={label}
        sx={(theme) => ({
          [theme.breakpoints.down('md')]: {
            display: 'none',
            '&:target': {
              display: 'block',
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: theme.zIndex.modal,
              maxHeight: '85dvh',
              overflowY: 'auto',
              overscrollBehavior: 'contain',
              bgcolor: 'background.paper',
              borderTopLeftRadius: theme.spacing(2),
              borderTopRightRadius: theme.spacing(2),
              px: 2,
              pb: 3,
              // The page behind is dimmed: one element, nothing to hydrate.
              boxShadow: `0 0 0 100vmax ${theme.palette.action.disabled}`,
            },
          },
        })}
      >
        <Stack
          direction="row"
          sx={{
            display: { xs: 'flex', md: 'none' },
            justifyContent: 'space-between',
            alignItems: 'center',
            position: 'sticky',
            top: 0,
            bgcolor: 'background.paper',
            zIndex: 1,
            py: 1,
          }}
        >
          <Typography variant="h3" component="h2">
            Filters
          </Typography>
          <Button
            href={`#${RESULTS_ID}`}
            onClick={(event) => {
              event.preventDefault();
              closeFilterSheet();
            }}
            startIcon={<CloseIcon />}
          >
            Close
          </Button>
        </Stack>
        {form}
      </Box>
      <Box id={RESULTS_ID} sx={{ minWidth: 0 }}>
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>{summary}</Box>
            <Button
              href={`#${FILTERS_ID}`}
              variant="outlined"
              startIcon={<TuneIcon />}
              sx={{ display: { xs: 'inline-flex', md: 'none' }, flexShrink: 0 }}
            >
              {filtersButtonText(chips.length)}
            </Button>
          </Stack>
          <FilterChips chips={chips} />
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
