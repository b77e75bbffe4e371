// An event's picture is 1200 x 630 (the demo series' illustrations):
// its sizes in the HTML, so the page keeps its layout while it loads.
export const EVENT_IMAGE = {
  width: 1200,
  height: 630,
  /** On a card: the same ratio, small. */
  thumbWidth: 104,
  thumbHeight: 55,
} as const;

/** A picture uploaded with a submission is stored at three widths: its srcset, or undefined for the demo's SVGs. */
const UPLOADED = /^(\/api\/events\/pictures\/[\w-]+\/[\w-]+)-1080\.webp$/;
export function eventImageSrcSet(src: string): string | undefined {
  const match = UPLOADED.exec(src);
  return match ? [320, 640, 1080].map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ') : undefined;
}
