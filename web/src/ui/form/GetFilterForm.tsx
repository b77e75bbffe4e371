// The one filter form of the app's list pages (marketplace browse, a city's day): a plain GET form to
// the page's own address, so it works before the app has loaded and with JavaScript off (the server
// renders the filtered page), and once the app runs the router follows the same address and the
// results are shown from the top. Every field inside is the caller's, each one labelled.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface GetFilterFormProps {
  /** The page's path: the form's action. */
  action: string;
  /** The query string ('' or '?…') for what the form sends; non-empty trimmed values by default. */
  searchFor?: (sent: URLSearchParams) => string;
  submitLabel: string;
  /** Called after the filters are applied in the browser (the sheet closes). */
  onApplied?: () => void;
  children: ReactNode;
}

/** The non-empty, trimmed values a form sends, in its order (repeated boxes stay repeated). */
export function sentValues(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
  return params;
}

const plainSearch = (sent: URLSearchParams) => {
  const text = sent.toString();
  return text ? `?${text}` : '';
};

export function GetFilterForm({
  action,
  searchFor = plainSearch,
  submitLabel,
  onApplied,
  children,
}: GetFilterFormProps) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = searchFor(sentValues(event.currentTarget));
    // First, while the address is still the sheet's (#filters): closing it is a fragment navigation.
    onApplied?.();
    void navigate(`${action}${search}`);
    // The results start at the top of the page: a filtered list is a new list.
    window.scrollTo({ top: 0 });
  };
  return (
    <Box component="form" method="get" action={action} onSubmit={onSubmit} aria-label="Filters">
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained">
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
