// An event's picture is 1200 x 630 (the demo series' illustrations):
// its sizes in the HTML, so the page keeps its layout while it loads.
export const EVENT_IMAGE = {
  width: 1200,
  height: 630,
  /** On a card: the same ratio, small. */
  thumbWidth: 104,
  thumbHeight: 55,
} as const;
