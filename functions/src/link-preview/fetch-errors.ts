// Why a page could not be fetched: a reason for tests and logs, and a message a parent can act on.

export const LINK_PREVIEW_MESSAGES = {
  unreadable: "That link can't be read. Check it is a public product page starting with https://.",
  timeout: 'That page took too long to answer.',
  tooLarge: 'That page is too large to read.',
  notHtml: "That link isn't a web page. Copy the link of the product page itself.",
  status: (status: number) => `That page answered with an error (HTTP ${status}). Check the link and try again.`,
} as const;

export type SafeFetchReason =
  | 'bad-url'
  | 'forbidden-address'
  | 'dns'
  | 'too-many-redirects'
  | 'status'
  | 'not-html'
  | 'network'
  | 'timeout'
  | 'too-large';

function messageFor(reason: SafeFetchReason, status?: number): string {
  switch (reason) {
    case 'timeout':
      return LINK_PREVIEW_MESSAGES.timeout;
    case 'too-large':
      return LINK_PREVIEW_MESSAGES.tooLarge;
    case 'not-html':
      return LINK_PREVIEW_MESSAGES.notHtml;
    case 'status':
      return LINK_PREVIEW_MESSAGES.status(status ?? 0);
    default:
      // One message for every refused or unreachable address, so the answer tells a prober nothing.
      return LINK_PREVIEW_MESSAGES.unreadable;
  }
}

/** A page that cannot be read because of the link or the remote site: the caller's 400, never a 5xx. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchReason,
    readonly status?: number,
  ) {
    super(messageFor(reason, status));
    this.name = 'SafeFetchError';
  }
}
