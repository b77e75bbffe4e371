// Original illustrations for the demo event series: one wide SVG per series, its motif drawn from the
// series' category and its colours and layout from its slug (as the content's heroes are). Written to
// web/public/images/events/ by `npm run seed`; every occurrence of a series shows its series' picture.
import { fileURLToPath } from 'node:url';
import type { EventCategory } from '../../../shared/events.js';
import type { Palette } from '../product-art.js';
import { sceneArt, writePictures } from '../scene-art.js';

const line = (colour: string, width: number) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const MOTIFS: Record<EventCategory, (p: Palette) => string> = {
  // An open picture book.
  'story-time': (p) =>
    `<path d="M600 250c-60-40-150-50-220-30v250c70-20 160-10 220 30z" fill="${p.main}"/><path d="M600 250c60-40 150-50 220-30v250c-70-20-160-10-220 30z" fill="${p.accent}"/><path d="M440 290c40-8 80-4 120 10M440 340c40-8 80-4 120 10M640 300c40-14 80-18 120-10M640 350c40-14 80-18 120-10" ${line(p.bg, 10)}/>`,
  // Two notes and a shaker.
  music: (p) =>
    `<path d="M540 420V230l160-40v190" ${line(p.dark, 16)}/><ellipse cx="510" cy="425" rx="42" ry="32" fill="${p.main}"/><ellipse cx="670" cy="385" rx="42" ry="32" fill="${p.main}"/><ellipse cx="790" cy="300" rx="40" ry="60" fill="${p.accent}"/><path d="M790 360v80" ${line(p.dark, 14)}/>`,
  // A tree on a hill with the sun.
  outdoors: (p) =>
    `<path d="M380 470c80-90 360-90 440 0z" fill="${p.main}"/><path d="M600 400V300" ${line(p.dark, 18)}/><circle cx="600" cy="260" r="70" fill="${p.accent}"/><circle cx="790" cy="210" r="44" fill="${p.accent}" opacity="0.8"/>`,
  // Building blocks.
  classes: (p) =>
    `<rect x="470" y="350" width="120" height="120" rx="14" fill="${p.main}"/><rect x="610" y="350" width="120" height="120" rx="14" fill="${p.accent}"/><rect x="540" y="220" width="120" height="120" rx="14" fill="${p.dark}"/><path d="M580 260l40 40M620 260l-40 40" ${line(p.bg, 10)}/>`,
  // Bunting over a tent.
  festivals: (p) =>
    `<path d="M420 230q180 60 360 0" ${line(p.dark, 8)}/><path d="M450 240l25 60 25-52zM540 258l25 60 25-58zM630 262l25 60 25-62zM720 248l25 60 25-66z" fill="${p.accent}"/><path d="M480 470l120-150 120 150z" fill="${p.main}"/><path d="M600 320v150" ${line(p.bg, 8)}/>`,
  // A museum front.
  museums: (p) =>
    `<path d="M450 280l150-80 150 80z" fill="${p.dark}"/><path d="M480 300v140M550 300v140M650 300v140M720 300v140" ${line(p.main, 30)}/><rect x="440" y="445" width="320" height="30" rx="6" fill="${p.accent}"/>`,
  // A ball, a bucket and a spade.
  playgroups: (p) =>
    `<circle cx="520" cy="380" r="90" fill="${p.main}"/><path d="M440 350c50 30 110 30 160 0" ${line(p.bg, 12)}/><path d="M650 330h120l-20 140h-80z" fill="${p.accent}"/><path d="M660 330c0-60 100-60 100 0" ${line(p.dark, 10)}/>`,
  // A lantern and stars.
  seasonal: (p) =>
    `<path d="M600 190v40" ${line(p.dark, 10)}/><rect x="540" y="230" width="120" height="200" rx="40" fill="${p.main}"/><ellipse cx="600" cy="330" rx="30" ry="50" fill="${p.accent}"/><path d="M760 230l10 24 24 10-24 10-10 24-10-24-24-10 24-10zM440 280l8 18 18 8-18 8-8 18-8-18-18-8 18-8z" fill="${p.accent}"/>`,
};

/** One series' picture: the scene (scene-art.ts) with its category's motif. */
export function eventArt(slug: string, category: EventCategory): string {
  return sceneArt(slug, MOTIFS[category] ?? MOTIFS.playgroups, false);
}

/** Where a series' picture is served from (web/public is the site's root). */
export const eventImagePath = (seriesSlug: string) => `/images/events/${seriesSlug}.svg`;

/** web/public/images/events, from functions/src|lib/dev/seed/events/. */
export const EVENT_IMAGES_DIR = fileURLToPath(new URL('../../../../../web/public/images/events/', import.meta.url));

/** Writes one SVG per series, removing pictures of series that are gone; returns how many. */
export function writeEventImages(
  series: readonly { slug: string; category: EventCategory }[],
  dir: string = EVENT_IMAGES_DIR,
): number {
  return writePictures(dir, new Map(series.map((s) => [s.slug, eventArt(s.slug, s.category)])));
}
