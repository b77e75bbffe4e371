// /events/submit: a signed-in parent or organiser submits an event; it is published once an admin
// approves it. Checked with the same schema the api uses, so a mistake is named before sending.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { CITIES, EVENT_CATEGORIES, EVENT_LIMITS, PARKING_OPTIONS, cityBySlug } from '@shared/events';
import { eventSubmissionSchema } from '@shared/schemas/event-submission';
import { sendSubmission, uploadSubmissionPicture } from '../api/submit-event';
import { EventPictureField } from '../components/EventPictureField';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { useIsBrowser } from '../../../ui/use-is-browser';

const VenuePin = lazy(() => import('../components/VenuePin'));
import { SelectField } from '../../../ui/form/SelectField';

export const SUBMITTED_MESSAGE =
  'Thanks! Your event was sent for review. It appears in the city listings once approved.';
export const PICTURE_FAILED_MESSAGE = 'Your event was sent, but its picture did not upload:';
const AGES = [0, 6, 12, 18, 24, 36, 48, 60, 72, 96, 120, 144];
const ageLabel = (m: number) => (m === 0 ? 'Birth' : m < 24 ? `${m} months` : `${m / 12} years`);
const PARKING_LABELS: Record<string, string> = {
  street: 'Street parking',
  lot: 'Parking lot',
  garage: 'Garage',
  none: 'No parking',
};

/** The form's fields as the api's submission. */
export function submissionFrom(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const price = text('price').trim();
  const coordinate = (name: string) => (text(name) === '' ? null : Number(text(name)));
  return {
    title: text('title'),
    citySlug: text('citySlug'),
    date: text('date'),
    startTime: text('startTime'),
    durationMinutes: Number(text('durationMinutes')),
    venueName: text('venueName'),
    address: text('address'),
    lat: coordinate('lat'),
    lng: coordinate('lng'),
    ageMinMonths: Number(text('ageMinMonths')),
    ageMaxMonths: Number(text('ageMaxMonths')),
    priceCents: price === '' ? 0 : Math.round(Number(price) * 100),
    category: text('category'),
    organiser: text('organiser'),
    description: text('description'),
    sourceUrl: text('sourceUrl').trim() || null,
    logistics: {
      stroller: form.get('stroller') === 'on',
      changingTable: form.get('changingTable') === 'on',
      nursingRoom: form.get('nursingRoom') === 'on',
      indoor: form.get('indoor') === 'on',
      rainPlan: text('rainPlan').trim() || null,
      parking: text('parking'),
      accessibleEntrance: form.get('accessibleEntrance') === 'on',
    },
  };
}

/** After sending: the thanks, and a picture that did not upload, with a way to try it again. */
function Sent({ submissionId, picture, failure }: { submissionId: string; picture: File | null; failure: string }) {
  const [error, setError] = useState(failure);
  const [isSending, setIsSending] = useState(false);
  const retry = async () => {
    if (!picture) return;
    setIsSending(true);
    try {
      await uploadSubmissionPicture(submissionId, picture);
      setError('');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success">{SUBMITTED_MESSAGE}</Alert>
      {error && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void retry()} disabled={isSending}>
              Try the picture again
            </Button>
          }
        >
          {PICTURE_FAILED_MESSAGE} {error}
        </Alert>
      )}
    </Stack>
  );
}

function SubmitForm() {
  const [citySlug, setCitySlug] = useState('new-york-city');
  const isBrowser = useIsBrowser();
  const [error, setError] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [sent, setSent] = useState<{ id: string; pictureFailure: string } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = z.safeParse(eventSubmissionSchema, submissionFrom(new FormData(e.currentTarget)));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form and try again.');
    setError('');
    setIsSending(true);
    try {
      const { id } = await sendSubmission(parsed.data);
      // The event is in; a picture that fails says so after, and can be sent again.
      const pictureFailure = picture
        ? await uploadSubmissionPicture(id, picture).then(
            () => '',
            (err: unknown) => (err as Error).message,
          )
        : '';
      setSent({ id, pictureFailure });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setIsSending(false);
    }
  };
  if (sent) return <Sent submissionId={sent.id} picture={picture} failure={sent.pictureFailure} />;
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      // The venue pin's map follows the city chosen above it.
      onChange={(e) => {
        const field = e.target;
        if (field instanceof HTMLSelectElement && field.name === 'citySlug') setCitySlug(field.value);
      }}
      aria-label="Submit an event"
      noValidate
    >
      <Stack spacing={2}>
        <TextField
          name="title"
          label="Event title"
          required
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.title } }}
        />
        <SelectField name="citySlug" label="City" defaultValue="new-york-city">
          {CITIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="date"
            label="Date"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            name="startTime"
            label="Start time"
            type="time"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <SelectField name="durationMinutes" label="Length" defaultValue="60" fullWidth>
            {[30, 45, 60, 90, 120, 180, 240].map((m) => (
              <option key={m} value={m}>
                {m < 60 ? `${m} minutes` : `${m / 60} hour${m === 60 ? '' : 's'}`}
              </option>
            ))}
          </SelectField>
        </Stack>
        <TextField
          name="venueName"
          label="Venue"
          required
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.venueName } }}
        />
        <TextField
          name="address"
          label="Street address"
          required
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.address } }}
        />
        {isBrowser && (
          <Suspense fallback={null}>
            <VenuePin key={citySlug} city={cityBySlug(citySlug) ?? CITIES[0]} />
          </Suspense>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectField name="ageMinMonths" label="Youngest age" defaultValue="0" fullWidth>
            {AGES.map((m) => (
              <option key={m} value={m}>
                {ageLabel(m)}
              </option>
            ))}
          </SelectField>
          <SelectField name="ageMaxMonths" label="Oldest age" defaultValue="60" fullWidth>
            {AGES.map((m) => (
              <option key={m} value={m}>
                {ageLabel(m)}
              </option>
            ))}
          </SelectField>
          <TextField name="price" label="Price in dollars (empty if free)" inputMode="decimal" fullWidth />
        </Stack>
        <SelectField name="category" label="Category" defaultValue="story-time">
          {EVENT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          name="organiser"
          label="Organiser"
          required
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.organiser } }}
        />
        <TextField
          name="description"
          label="Description"
          required
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.description } }}
        />
        <TextField name="sourceUrl" label="Link to the organiser's page (optional)" type="url" />
        <FormGroup>
          <FormControlLabel control={<Checkbox name="indoor" defaultChecked />} label="Indoors" />
          <FormControlLabel control={<Checkbox name="stroller" />} label="Stroller friendly" />
          <FormControlLabel control={<Checkbox name="changingTable" />} label="Changing table" />
          <FormControlLabel control={<Checkbox name="nursingRoom" />} label="Nursing room" />
          <FormControlLabel control={<Checkbox name="accessibleEntrance" />} label="Accessible entrance" />
        </FormGroup>
        <TextField
          name="rainPlan"
          label="If it rains (outdoor events)"
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.rainPlan } }}
        />
        <SelectField name="parking" label="Parking" defaultValue="street">
          {PARKING_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {PARKING_LABELS[p]}
            </option>
          ))}
        </SelectField>
        <EventPictureField picture={picture} onChange={setPicture} disabled={isSending} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={isSending}>
          Send for review
        </Button>
      </Stack>
    </Box>
  );
}

export default function SubmitEventPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Submit an event', 'Events for Kids')} noindex />
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Submit an event
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Free or paid, one-off or weekly: tell parents what happens, for which ages, and what to know before they go.
      </Typography>
      <RequireSignIn>{() => <SubmitForm />}</RequireSignIn>
    </Container>
  );
}
