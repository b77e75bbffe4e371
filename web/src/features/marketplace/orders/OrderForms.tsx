// The order's small forms, each on the form kit with the api's own payload schema: the seller records
// the hand-over with the buyer's pickup code (pickedUpBodySchema), the buyer reports a problem
// (disputeBodySchema) or rates the seller (ratingBodySchema). `onSend` runs the order step; its
// refusal is said by the order's actions, below them.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { normalisePickupCode, pickedUpBodySchema } from '@shared/pickup';
import { disputeBodySchema, ratingBodySchema } from '@shared/schemas/listing';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';

interface OrderFormProps<B> {
  isBusy: boolean;
  onSend: (body: B) => Promise<void>;
}

export function PickupCodeForm({ isBusy, onSend }: OrderFormProps<{ code: string }>) {
  const form = useForm<{ code: string }>({
    initialValues: { code: '' },
    validate: (values) => schemaErrors<{ code: string }>(pickedUpBodySchema, values),
    onSubmit: ({ code }) => onSend({ code: normalisePickupCode(code) }),
  });
  return (
    <Stack
      component="form"
      aria-label="Record the hand-over"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={form.handleSubmit}
    >
      <FormTextField
        form={form}
        name="code"
        size="small"
        label="Pickup code"
        helperText="The 6 digits on the buyer's order page, once they have the item"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
      />
      <Button type="submit" variant="contained" disabled={isBusy || form.isSubmitting}>
        Record the hand-over
      </Button>
    </Stack>
  );
}

export function DisputeForm({ isBusy, onSend }: OrderFormProps<{ reason: string }>) {
  const form = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: (values) => schemaErrors<{ reason: string }>(disputeBodySchema, values),
    onSubmit: ({ reason }) => onSend({ reason: reason.trim() }),
  });
  // What is missing is said in an alert below, where the api's answer is said too.
  const { error, ...reasonField } = form.field('reason');
  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={1}>
      <TextField
        label="What went wrong?"
        {...reasonField}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.message } }}
      />
      <Button
        type="submit"
        variant="contained"
        color="warning"
        disabled={isBusy || form.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send report
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

interface RatingValues {
  stars: number | null;
  comment: string;
}

export function RatingForm({
  sellerFirstName,
  isBusy,
  onSend,
}: OrderFormProps<{ stars: number; comment: string }> & { sellerFirstName: string }) {
  const form = useForm<RatingValues>({
    initialValues: { stars: null, comment: '' },
    validate: (values) => schemaErrors<RatingValues>(ratingBodySchema, values),
    onSubmit: ({ stars, comment }) => (stars === null ? undefined : onSend({ stars, comment: comment.trim() })),
  });
  const { error: _commentError, ...commentField } = form.field('comment');
  return (
    <Box component="section" aria-label="Rate the seller">
      <Stack spacing={1} component="form" noValidate onSubmit={form.handleSubmit}>
        <Typography sx={{ fontWeight: 700 }}>Rate {sellerFirstName || 'the seller'}</Typography>
        <Rating name="stars" value={form.values.stars} onChange={(_e, v) => form.setValue('stars', v)} />
        <TextField
          label="Comment"
          {...commentField}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.ratingComment } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={isBusy || form.isSubmitting || form.values.stars === null}
          sx={{ alignSelf: 'flex-start' }}
        >
          Send rating
        </Button>
      </Stack>
    </Box>
  );
}
