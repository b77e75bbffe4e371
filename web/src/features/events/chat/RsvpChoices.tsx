// The two answers to an event, as buttons with their counts: one drawing for the signed-out buttons in
// the server's HTML (RsvpButtons) and a signed-in parent's live ones (SignedInRsvp), which also show
// the parent's own answer as pressed.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RSVP_STATUSES, type RsvpStatus } from '@shared/events';

/** The pending-action name of an answer given while signed out (recorded once signed in). */
export const RSVP_ACTION = 'rsvp';
export const isRsvpStatus = (value: string | undefined): value is RsvpStatus =>
  (RSVP_STATUSES as readonly (string | undefined)[]).includes(value);

const LABELS: Record<RsvpStatus, string> = { going: 'Going', interested: 'Interested' };

export function RsvpChoices({
  counts,
  mine,
  disabled = false,
  onAnswer,
  buttonProps,
}: {
  counts: Record<RsvpStatus, number>;
  /** The parent's own answer (signed in), drawn pressed; undefined when nobody is known. */
  mine?: RsvpStatus | null;
  disabled?: boolean;
  onAnswer?: (status: RsvpStatus) => void;
  /** More props for each answer's button (the signed-out ones name their action for after sign-in). */
  buttonProps?: (status: RsvpStatus) => object;
}) {
  return (
    <Stack direction="row" spacing={1}>
      {RSVP_STATUSES.map((status) => (
        <Button
          key={status}
          {...buttonProps?.(status)}
          variant={mine === status ? 'contained' : 'outlined'}
          aria-pressed={mine === undefined ? undefined : mine === status}
          disabled={disabled || !onAnswer}
          onClick={(event) => {
            // A signed-out answer's button sends a form to sign in only before the app runs.
            event.preventDefault();
            onAnswer?.(status);
          }}
        >
          {LABELS[status]} ({counts[status]})
        </Button>
      ))}
    </Stack>
  );
}
