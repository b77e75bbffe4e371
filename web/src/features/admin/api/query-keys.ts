// The admin area's query keys: every admin read is cached under one of these, and a moderation action
// marks `adminKeys.all` stale (the lists of one page move together).
export const adminKeys = {
  all: ['admin'] as const,
  funnel: (from: string, to: string) => ['admin', 'analytics', 'funnel', { from, to }] as const,
  marketplaceQueue: () => ['admin', 'marketplace', 'queue', 'open'] as const,
  eventSubmissions: () => ['admin', 'event-submissions'] as const,
  hiddenChat: () => ['admin', 'hidden-chat'] as const,
  /** A submitted event's picture (only its submitter and admins may see it before approval). */
  eventPicture: (submissionId: string, pictureId: string) =>
    ['admin', 'event-picture', submissionId, pictureId] as const,
};
