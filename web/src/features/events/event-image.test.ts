// An uploaded event picture is offered at its three stored widths; the demo's SVG pictures as they are.
import { eventImageSrcSet } from './event-image';

it('gives an uploaded picture its srcset and leaves other pictures alone', () => {
  expect(eventImageSrcSet('/api/events/pictures/sub1/pic-2-1080.webp')).toBe(
    '/api/events/pictures/sub1/pic-2-320.webp 320w, /api/events/pictures/sub1/pic-2-640.webp 640w, /api/events/pictures/sub1/pic-2-1080.webp 1080w',
  );
  expect(eventImageSrcSet('/images/events/park-slope-baby-rhyme-time.svg')).toBeUndefined();
});
