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
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { z } from 'zod/mini';
import { CITIES, EVENT_CATEGORIES, EVENT_LIMITS, PARKING_OPTIONS, cityBySlug } from '@shared/events';
import { eventSubmissionSchema } from '@shared/schemas/event-submission';
import { sendSubmission, uploadSubmissionPicture } from '../api/submit-event';
import { EventPictureField } from '../components/EventPictureField';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { useIsBrowser } from '../../../ui/use-is-browser';

import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm, type FormErrors, type TextFieldName } from '../../../ui/form/use-form';

const VenuePin = lazy(() => import('../components/VenuePin'));

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

/** The form's values: what each field holds (a select's and a number's as text, a checkbox's as a flag). */
export interface SubmitValues {
  title: string;
  citySlug: string;
  date: string;
  startTime: string;
  durationMinutes: string;
  venueName: string;
  address: string;
  /** The venue pin, empty without one. */
  lat: string;
  lng: string;
  ageMinMonths: string;
  ageMaxMonths: string;
  price: string;
  category: string;
  organiser: string;
  description: string;
  sourceUrl: string;
  indoor: boolean;
  stroller: boolean;
  changingTable: boolean;
  nursingRoom: boolean;
  accessibleEntrance: boolean;
  rainPlan: string;
  parking: string;
}

export const INITIAL_VALUES: SubmitValues = {
  title: '',
  citySlug: 'new-york-city',
  date: '',
  startTime: '',
  durationMinutes: '60',
  venueName: '',
  address: '',
  lat: '',
  lng: '',
  ageMinMonths: '0',
  ageMaxMonths: '60',
  price: '',
  category: 'story-time',
  organiser: '',
  description: '',
  sourceUrl: '',
  indoor: true,
  stroller: false,
  changingTable: false,
  nursingRoom: false,
  accessibleEntrance: false,
  rainPlan: '',
  parking: 'street',
};

/** The form's values as the api's submission. */
export function toSubmission(v: SubmitValues) {
  const price = v.price.trim();
  const coordinate = (value: string) => (value === '' ? null : Number(value));
  return {
    title: v.title,
    citySlug: v.citySlug,
    date: v.date,
    startTime: v.startTime,
    durationMinutes: Number(v.durationMinutes),
    venueName: v.venueName,
    address: v.address,
    lat: coordinate(v.lat),
    lng: coordinate(v.lng),
    ageMinMonths: Number(v.ageMinMonths),
    ageMaxMonths: Number(v.ageMaxMonths),
    priceCents: price === '' ? 0 : Math.round(Number(price) * 100),
    category: v.category,
    organiser: v.organiser,
    description: v.description,
    sourceUrl: v.sourceUrl.trim() || null,
    logistics: {
      stroller: v.stroller,
      changingTable: v.changingTable,
      nursingRoom: v.nursingRoom,
      indoor: v.indoor,
      rainPlan: v.rainPlan.trim() || null,
      parking: v.parking,
      accessibleEntrance: v.accessibleEntrance,
    },
  };
}

/** A price the parent typed that is not an amount of dollars. */
const NOT_A_PRICE = 'Enter the price in dollars, like 12 or 12.50, or leave it empty if the event is free.';

/**
 * The api schema's verdict, one message per field of this form: the price is sent in cents, the
 * rain plan inside the logistics, and a refused pin (outside the city) is the pin's ('lat').
 */
export function submissionErrors(values: SubmitValues): FormErrors<SubmitValues> {
  const { priceCents, logistics, lng, ...errors } = schemaErrors<Record<string, string>>(
    eventSubmissionSchema,
    toSubmission(values),
  );
  const price = values.price.trim();
  const isAmount = price === '' || /^\d+(\.\d{1,2})?$/.test(price);
  return {
    ...errors,
    ...(!isAmount ? { price: NOT_A_PRICE } : priceCents ? { price: priceCents } : {}),
    ...(logistics ? { rainPlan: logistics } : {}),
    ...(lng && !errors.lat ? { lat: lng } : {}),
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

const CHECKS = [
  ['indoor', 'Indoors'],
  ['stroller', 'Stroller friendly'],
  ['changingTable', 'Changing table'],
  ['nursingRoom', 'Nursing room'],
  ['accessibleEntrance', 'Accessible entrance'],
] as const;

function SubmitForm() {
  const isBrowser = useIsBrowser();
  const [picture, setPicture] = useState<File | null>(null);
  const [sent, setSent] = useState<{ id: string; pictureFailure: string } | null>(null);
  const form = useForm<SubmitValues>({
    initialValues: INITIAL_VALUES,
    validate: submissionErrors,
    onSubmit: async (values) => {
      // Checked already (validate): parsing gives the api's own types.
      const { id } = await sendSubmission(z.parse(eventSubmissionSchema, toSubmission(values)));
      // The event is in; a picture that fails says so after, and can be sent again.
      const pictureFailure = picture
        ? await uploadSubmissionPicture(id, picture).then(
            () => '',
            (err: unknown) => (err as Error).message,
          )
        : '';
      setSent({ id, pictureFailure });
    },
    // A pin belongs to the city it was put in: another city's map starts without one.
    onChange: (name) => {
      if (name !== 'citySlug') return;
      form.setValue('lat', '');
      form.setValue('lng', '');
    },
    failureMessage: 'Your event could not be sent. Please try again.',
  });
  const { values, setValue } = form;
  const busy = form.isSubmitting;
  const city = cityBySlug(values.citySlug) ?? CITIES[0];
  const pin = values.lat !== '' && values.lng !== '' ? { lat: Number(values.lat), lng: Number(values.lng) } : null;
  const setPin = (next: { lat: number; lng: number } | null) => {
    setValue('lat', next ? String(next.lat) : '');
    setValue('lng', next ? String(next.lng) : '');
  };
  if (sent) return <Sent submissionId={sent.id} picture={picture} failure={sent.pictureFailure} />;
  const text = (name: TextFieldName<SubmitValues>, label: string, max?: number) => (
    <FormTextField form={form} name={name} id={`event-${name}`} label={label} required maxLength={max} />
  );
  return (
    <Box component="form" onSubmit={form.handleSubmit} aria-label="Submit an event" noValidate>
      <Stack spacing={2}>
        {text('title', 'Event title', EVENT_LIMITS.title)}
        <FormSelectField form={form} name="citySlug" label="City">
          {CITIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </FormSelectField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="date"
            id="event-date"
            label="Date"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <FormTextField
            form={form}
            name="startTime"
            id="event-startTime"
            label="Start time"
            type="time"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <FormSelectField form={form} name="durationMinutes" label="Length" fullWidth>
            {[30, 45, 60, 90, 120, 180, 240].map((m) => (
              <option key={m} value={m}>
                {m < 60 ? `${m} minutes` : `${m / 60} hour${m === 60 ? '' : 's'}`}
              </option>
            ))}
          </FormSelectField>
        </Stack>
        {text('venueName', 'Venue', EVENT_LIMITS.venueName)}
        {text('address', 'Street address', EVENT_LIMITS.address)}
        {isBrowser && (
          <Suspense fallback={null}>
            <VenuePin key={values.citySlug} city={city} pin={pin} onChange={setPin} />
          </Suspense>
        )}
        <FormFailure message={form.errors.lat ?? ''} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField form={form} name="ageMinMonths" label="Youngest age" fullWidth>
            {AGES.map((m) => (
              <option key={m} value={m}>
                {ageLabel(m)}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField form={form} name="ageMaxMonths" label="Oldest age" fullWidth>
            {AGES.map((m) => (
              <option key={m} value={m}>
                {ageLabel(m)}
              </option>
            ))}
          </FormSelectField>
          <FormTextField
            form={form}
            name="price"
            id="event-price"
            label="Price in dollars (empty if free)"
            inputMode="decimal"
            fullWidth
          />
        </Stack>
        <FormSelectField form={form} name="category" label="Category">
          {EVENT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </FormSelectField>
        {text('organiser', 'Organiser', EVENT_LIMITS.organiser)}
        <FormTextField
          form={form}
          name="description"
          id="event-description"
          label="Description"
          required
          multiline
          minRows={4}
          maxLength={EVENT_LIMITS.description}
        />
        <FormTextField
          form={form}
          name="sourceUrl"
          id="event-sourceUrl"
          label="Link to the organiser's page (optional)"
          type="url"
        />
        <FormGroup>
          {CHECKS.map(([name, label]) => (
            <FormControlLabel
              key={name}
              label={label}
              control={
                <Checkbox name={name} checked={values[name]} onChange={(e) => setValue(name, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        <FormTextField
          form={form}
          name="rainPlan"
          id="event-rainPlan"
          label="If it rains (outdoor events)"
          maxLength={EVENT_LIMITS.rainPlan}
        />
        <FormSelectField form={form} name="parking" label="Parking">
          {PARKING_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {PARKING_LABELS[p]}
            </option>
          ))}
        </FormSelectField>
        <EventPictureField picture={picture} onChange={setPicture} disabled={busy} />
        <FormFailure message={form.failure} />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send for review
        </SubmitButton>
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
