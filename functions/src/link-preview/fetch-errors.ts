// Why a page could not be fetched: a reason for tests and logs, and a message a parent can act on.

export const LINK_PREVIEW_MESSAGES = {
  unreadable: "That link can't be read. Check it is a public product page starting with https://.",
  unreachable:
    "We couldn't reach that store's website. The link may have a typo or the site may be down. You can add the details yourself below.",
  timeout: "That store's website took too long to answer. Try again in a moment, or add the details yourself below.",
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
    case 'dns':
    case 'network':
    case 'forbidden-address':
      // The store could not be reached. A refused (private) address gets the same words as a name
      // that does not resolve or a host that does not answer, so the answer tells a prober nothing.
      return LINK_PREVIEW_MESSAGES.unreachable;
    default:
      // The link itself cannot be fetched: scheme, credentials, port, or a redirect loop.
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
