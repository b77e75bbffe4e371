// Original illustrations standing in for sellers' photos: the item's category shape in its palette,
// photographed from a different angle on a different backdrop for each photo of a listing.
import type { Listing } from '../../../shared/marketplace.js';
import { PALETTES, SHAPES, hashId, type Palette } from '../product-art.js';
import { PHOTO_SIZES } from './listing-details.js';

/** Backdrops a parent photographs on: a wall and floorboards, a rug, a plain sheet. */
const BACKDROPS: ((p: Palette, w: number, h: number, seed: number) => string)[] = [
  (p, w, h) =>
    `<rect width="${w}" height="${h}" fill="${p.bg}"/><rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="${p.blob}"/>` +
    `<path d="M0 ${h * 0.68}H${w}" stroke="${p.dark}" stroke-opacity=".15" stroke-width="6"/>`,
  (p, w, h, seed) =>
    `<rect width="${w}" height="${h}" fill="${p.blob}"/>` +
    `<ellipse cx="${w / 2}" cy="${h * 0.78}" rx="${w * 0.42}" ry="${h * 0.16}" fill="${PALETTES[(seed + 3) % PALETTES.length]!.bg}"/>`,
  (p, w, h) =>
    `<rect width="${w}" height="${h}" fill="#f7f5f2"/><rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.88}" rx="24" fill="${p.bg}"/>`,
];

/** Photo `index` (0-based) of a listing, as an SVG at the size its ListingPhoto's aspect says. */
export function listingPhotoSvg(listing: Pick<Listing, 'id' | 'category'>, index: number): string {
  const seed = hashId(`${listing.id}:${index}`);
  const palette = PALETTES[hashId(listing.id) % PALETTES.length]!;
  const { width: w, height: h } = PHOTO_SIZES[index] ?? PHOTO_SIZES[1];
  const shape = (SHAPES[listing.category] ?? SHAPES.play!)(palette);
  // Photo 1 shows the whole item, photo 2 comes closer, photo 3 turns it round.
  const scale = [2.6, 4.2, 2.9][index] ?? 2.6;
  const cx = w / 2 + ((seed % 41) - 20) * 2;
  const cy = h / 2 + (index === 1 ? h * 0.08 : 0);
  const flip = index === 2 ? -1 : 1;
  const tilt = ((seed >>> 6) % 9) - 4;
  const backdrop = BACKDROPS[(index + (seed >>> 10)) % BACKDROPS.length]!(palette, w, h, seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${backdrop}` +
    `<ellipse cx="${cx}" cy="${cy + 110 * scale * 0.9}" rx="${100 * scale}" ry="${12 * scale}" fill="${palette.dark}" opacity=".1"/>` +
    `<g transform="translate(${cx} ${cy}) rotate(${tilt}) scale(${flip * scale} ${scale}) translate(-160 -170)">${shape}</g></svg>`
  );
}
