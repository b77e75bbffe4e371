// Calendar files (RFC 5545) and "add to Google Calendar" links for family events, shared by the api
// function's feeds and the event page. Times are written in UTC, so no VTIMEZONE block is needed.
import type { FamilyEvent } from './events.js';

/** 20261205T153000Z */
function icsTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Escapes a TEXT value: backslash, semicolon, comma and every line break (CRLF, LF or a lone CR, any
 * of which would end the content line) as \n; other control characters, which RFC 5545 does not
 * allow in TEXT, are dropped.
 */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** Folds a content line at 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      out.push(current);
      current = char;
    } else current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function eventPath(event: Pick<FamilyEvent, 'citySlug' | 'slug'>): string {
  return `/city/${event.citySlug}/event/${event.slug}`;
}

function vevent(event: FamilyEvent, siteUrl: string, stampedAt: number): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@recess`,
    `DTSTAMP:${icsTime(stampedAt)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(`${event.description}\n\n${siteUrl}${eventPath(event)}`)}`,
    `LOCATION:${icsText(`${event.venue.name}, ${event.venue.address}`)}`,
    `GEO:${event.venue.lat};${event.venue.lng}`,
    `URL:${siteUrl}${eventPath(event)}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
  return lines;
}

/** A whole calendar: one event or a city's feed. */
export function buildCalendar(events: FamilyEvent[], options: { name: string; siteUrl: string; now: number }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Recess//Family events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
    ...events.flatMap((e) => vevent(e, options.siteUrl, options.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" template link. */
export function googleCalendarUrl(event: FamilyEvent, siteUrl: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsTime(event.startsAt)}/${icsTime(event.endsAt)}`,
    details: `${event.description}\n\n${siteUrl}${eventPath(event)}`,
    location: `${event.venue.name}, ${event.venue.address}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
