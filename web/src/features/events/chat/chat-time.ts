// When a chat message was sent, as a parent reads it: minutes ago for the last hour, otherwise the
// day and time in the event city's zone (a chat is about a place, so its clock is the city's).
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "Sat 10:32 AM" (this week) or "Nov 14, 10:32 AM" (older). */
export function formatChatTime(at: number, now: number, timeZone: string): string {
  const ago = now - at;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  if (ago < 6 * DAY) {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(at);
    return `${weekday} ${time}`;
  }
  const sameYear =
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at) ===
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(now);
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(at);
  return `${day}, ${time}`;
}

/** The full moment for a tooltip and screen readers: "Saturday, November 21, 2026 at 10:32 AM EST". */
export function fullChatTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
}
