// For a local-pickup order: suggest a public family event in the pickup's city this week as a safe,
// busy place to hand the item over. The suggestion goes into the order's thread as a message.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDay, formatTime, nearestCity, type FamilyEvent } from '@shared/events';
import { zipArea } from '@shared/zip-areas';
import { siteOrigin } from '../../../config/site';
import { useCityWeek } from '../api/get-events';
import { cityToday, eventPath } from '../paths';
import { SelectField } from '../../../ui/form/SelectField';

export function meetingMessage(event: FamilyEvent, timeZone: string): string {
  return `How about meeting at ${event.title}, ${formatDay(event.date)} at ${formatTime(event.startsAt, timeZone)}, ${event.venue.name}? It is a public family event: ${siteOrigin()}${eventPath(event)}`;
}

export function MeetAtEvent({
  pickupZip,
  onSuggest,
}: {
  pickupZip: string;
  onSuggest: (text: string) => Promise<void>;
}) {
  const area = zipArea(pickupZip);
  const city = area ? nearestCity(area.lat, area.lng) : null;
  const today = city ? cityToday(city) : '';
  const events = useCityWeek(city?.slug ?? null, today);
  const [chosen, setChosen] = useState('');
  const [isSending, setIsSending] = useState(false);
  if (!city || events.length === 0) return null;
  const event = events.find((e) => e.id === chosen) ?? events[0];
  if (!event) return null;
  const suggest = async () => {
    setIsSending(true);
    try {
      await onSuggest(meetingMessage(event, city.timeZone));
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Stack component="section" aria-labelledby="meet-heading" spacing={1}>
      <Typography id="meet-heading" variant="h4" component="h3">
        Meet at a family event
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Public, busy and daytime: a family event in {city.name} this week is a good place to hand over.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SelectField
          size="small"
          label="Event this week"
          value={event.id}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ minWidth: 0, flex: 1 }}
        >
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {formatDay(e.date, 'short')}, {formatTime(e.startsAt, city.timeZone)}: {e.title}
            </option>
          ))}
        </SelectField>
        <Button variant="outlined" onClick={() => void suggest()} disabled={isSending}>
          Suggest this event
        </Button>
      </Stack>
    </Stack>
  );
}
