// The wide pictures of the demo content's heroes and the event series: a soft background, two blobs,
// a pale disc behind the motif and five dots, placed and coloured by the slug's hash, and the motif
// drawn on top. Written as files by `npm run seed` (content-art.ts, events/event-art.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashId, PALETTES, type Palette } from './product-art.js';

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 630;

/** One scene for `slug` with `motif` drawn in its palette; `role="img"` on the heroes. */
export function sceneArt(slug: string, motif: (p: Palette) => string, svgRole: boolean): string {
  const h = hashId(slug);
  const p = PALETTES[h % PALETTES.length] ?? PALETTES[0]!;
  const dots = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 80 + ((h >>> (i * 3)) % 1040);
      const y = 60 + ((h >>> (i * 5 + 2)) % 510);
      const r = 8 + ((h >>> (i + 7)) % 14);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? p.accent : p.blob}"/>`;
    })
    .join('');
  const bx = 200 + ((h >>> 9) % 200);
  const by = 120 + ((h >>> 14) % 120);
  const [W, H] = [SCENE_WIDTH, SCENE_HEIGHT];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"${svgRole ? ' role="img"' : ''}>`,
    `<rect width="${W}" height="${H}" fill="${p.bg}"/>`,
    `<ellipse cx="${bx}" cy="${by}" rx="260" ry="190" fill="${p.blob}"/>`,
    `<ellipse cx="${W - bx}" cy="${H - by + 60}" rx="300" ry="200" fill="${p.blob}" opacity="0.7"/>`,
    `<circle cx="600" cy="340" r="230" fill="${p.bg}" opacity="0.75"/>`,
    dots,
    motif(p),
    '</svg>',
    '',
  ].join('');
}

/** Writes `dir/{name}.svg` for each picture and removes the SVGs there that are not among them. */
export function writePictures(dir: string, pictures: ReadonlyMap<string, string>): number {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.svg') && !pictures.has(file.slice(0, -4))) rmSync(path.join(dir, file));
  }
  for (const [name, svg] of pictures) writeFileSync(path.join(dir, `${name}.svg`), svg);
  return pictures.size;
}
