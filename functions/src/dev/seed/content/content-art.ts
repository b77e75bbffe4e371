// Deterministic hero illustrations for the demo content (articles, quizzes, updates): a wide SVG per
// document, with a motif chosen by its category or type and colours and layout by its slug.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Palette } from '../product-art.js';
import { sceneArt, writePictures } from '../scene-art.js';

type Motif = (p: Palette) => string;

const line = (colour: string, width: number) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const MOTIFS: Record<string, Motif> = {
  pregnancy: (p) =>
    `<circle cx="600" cy="330" r="150" fill="${p.main}"/><path d="M600 300c-22-40-92-30-80 22 8 36 80 76 80 76s72-40 80-76c12-52-58-62-80-22z" fill="${p.accent}"/>`,
  newborn: (p) =>
    `<path d="M500 220h200l70 60-40 50-30-20v190H500V310l-30 20-40-50z" fill="${p.main}"/><circle cx="600" cy="380" r="26" fill="${p.accent}"/>`,
  sleep: (p) =>
    `<path d="M660 200a150 150 0 1 0 70 250 120 120 0 1 1-70-250z" fill="${p.main}"/><path d="M760 230l10 24 24 10-24 10-10 24-10-24-24-10 24-10z" fill="${p.accent}"/><path d="M460 210l7 16 16 7-16 7-7 16-7-16-16-7 16-7z" fill="${p.accent}"/>`,
  feeding: (p) =>
    `<rect x="540" y="250" width="120" height="230" rx="40" fill="${p.main}"/><path d="M565 250v-40h70v40" fill="${p.dark}"/><path d="M585 210c0-40 30-40 30 0" fill="${p.accent}"/><path d="M560 330h40M560 380h40M560 430h40" ${line(p.bg, 8)}/>`,
  gear: (p) =>
    `<path d="M440 320h320a160 160 0 0 1-160 120H520z" fill="${p.main}"/><path d="M440 320a160 160 0 0 1 160-150v150z" fill="${p.accent}"/><circle cx="510" cy="480" r="34" ${line(p.dark, 14)}/><circle cx="700" cy="480" r="34" ${line(p.dark, 14)}/><path d="M760 320l40-90h40" ${line(p.dark, 12)}/>`,
  health: (p) =>
    `<path d="M600 190l150 50v110c0 90-70 140-150 170-80-30-150-80-150-170V240z" fill="${p.main}"/><path d="M600 290v120M540 350h120" ${line(p.bg, 28)}/>`,
  'family-life': (p) =>
    `<circle cx="540" cy="330" r="110" fill="${p.main}" opacity="0.9"/><circle cx="670" cy="330" r="110" fill="${p.accent}" opacity="0.85"/>`,
  relationships: (p) =>
    `<path d="M530 260c-30-50-120-40-105 30 10 45 105 100 105 100s95-55 105-100c15-70-75-80-105-30z" fill="${p.main}"/><path d="M680 300c-25-42-100-34-88 25 9 38 88 84 88 84s79-46 88-84c12-59-63-67-88-25z" fill="${p.accent}"/>`,
  quiz: (p) =>
    `<rect x="470" y="190" width="260" height="300" rx="30" fill="${p.main}"/><path d="M520 270l20 20 40-40M520 350l20 20 40-40M520 430l20 20 40-40" ${line(p.bg, 12)}/><path d="M610 270h70M610 350h70M610 430h70" ${line(p.accent, 12)}/>`,
  product: (p) =>
    `<rect x="520" y="160" width="170" height="320" rx="32" fill="${p.dark}"/><rect x="536" y="190" width="138" height="250" rx="12" fill="${p.bg}"/><rect x="556" y="220" width="98" height="60" rx="10" fill="${p.main}"/><path d="M560 310h90M560 340h60M560 370h80" ${line(p.accent, 10)}/>`,
  blog: (p) =>
    `<path d="M450 210h300a30 30 0 0 1 30 30v170a30 30 0 0 1-30 30H580l-70 60v-60h-60a30 30 0 0 1-30-30V240a30 30 0 0 1 30-30z" fill="${p.main}"/><path d="M490 280h220M490 330h220M490 380h140" ${line(p.bg, 14)}/>`,
};

/** One hero: the scene (scene-art.ts) with the motif of its category or type. */
export function heroArt(slug: string, motif: string): string {
  return sceneArt(slug, MOTIFS[motif] ?? MOTIFS.blog!, true);
}

/** web/public/images/content, from functions/src|lib/dev/seed/content/. */
export const CONTENT_IMAGES_DIR = fileURLToPath(new URL('../../../../../web/public/images/content/', import.meta.url));

/** Writes web/public/images/content/{kind}/{slug}.svg for each item, removing stale files; returns how many. */
export function writeContentImages(
  items: readonly { kind: string; slug: string; motif: string }[],
  dir: string = CONTENT_IMAGES_DIR,
): number {
  for (const kind of new Set(items.map((i) => i.kind))) {
    const ofKind = items.filter((i) => i.kind === kind);
    writePictures(path.join(dir, kind), new Map(ofKind.map((i) => [i.slug, heroArt(i.slug, i.motif)])));
  }
  return items.length;
}
