// The events area's query keys (chat included): every read is cached under one of these, so a change
// can mark exactly what it touched stale, and the server render dehydrates the keys the browser reads.
export const eventKeys = {
  all: ['events'] as const,
  /** A city's events on one date. */
  day: (citySlug: string, date: string) => ['events', 'day', citySlug, date] as const,
  /** A city's coming week from `from` (today there). */
  week: (citySlug: string, from: string) => ['events', 'week', citySlug, from] as const,
  event: (id: string) => ['events', 'event', id] as const,
  upcomingCounts: () => ['events', 'upcoming-counts'] as const,
  /** The events the signed-in parent said Going to. */
  myGoing: () => ['events', 'my-going'] as const,
  /** An event's counts and the reader's own RSVP, live. */
  counts: (eventId: string) => ['events', 'counts', eventId] as const,
  myRsvp: (eventId: string, uid: string) => ['events', 'my-rsvp', eventId, uid] as const,
  /** The first names of Going parents who chose to show them, live. */
  goingNames: (eventId: string) => ['events', 'going-names', eventId] as const,
  /** The chat's newest messages, live; the pages before them, loaded as the reader scrolls up. */
  chat: (eventId: string) => ['events', 'chat', eventId] as const,
  olderMessages: (eventId: string) => ['events', 'chat-older', eventId] as const,
  /** The reader's first name (what the chat posts under) and sender id in a room. */
  chatFirstName: (uid: string) => ['events', 'chat-first-name', uid] as const,
  chatSender: (eventId: string, uid: string) => ['events', 'chat-sender', eventId, uid] as const,
  /** What the admins' page lists to hide: every event's, or one event's. */
  visibleMessages: () => ['events', 'visible-messages'] as const,
  visibleMessagesOf: (eventId: string) => ['events', 'visible-messages', eventId] as const,
};
