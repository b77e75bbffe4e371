// Under a paged list: a spinner while loading, an error with "Try again", or "Load more".
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ListStatus } from '../../lib/query/paged-list';

interface ListFooterProps {
  status: ListStatus;
  hasMore: boolean;
  isEmpty: boolean;
  /** "articles", "quizzes", ... */
  noun: string;
  emptyText: string;
  onMore: () => void;
  onRetry: () => void;
}

export function ListFooter({ status, hasMore, isEmpty, noun, emptyText, onMore, onRetry }: ListFooterProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }} aria-live="polite">
      {status === 'loading' && <CircularProgress aria-label={`Loading ${noun}`} />}
      {status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          We could not load the {noun}.
        </Alert>
      )}
      {status === 'ready' && isEmpty && <Typography>{emptyText}</Typography>}
      {hasMore && (
        <Button variant="outlined" onClick={onMore}>
          Load more {noun}
        </Button>
      )}
    </Box>
  );
}
