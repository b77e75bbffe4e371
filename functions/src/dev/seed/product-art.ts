// Deterministic product illustrations: one small SVG per catalog product, drawn from its category.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CatalogProduct } from '../../shared/catalog.js';
import { DEMO_CATALOG } from './catalog/index.js';

export interface Palette {
  bg: string;
  blob: string;
  main: string;
  accent: string;
  dark: string;
}

/** Soft, low-contrast backgrounds with one saturated-but-gentle main colour each. */
export const PALETTES: readonly Palette[] = [
  { bg: '#eef3ec', blob: '#d7e6d3', main: '#7fa88a', accent: '#f2c58f', dark: '#3f5a4a' },
  { bg: '#fdf0e8', blob: '#f8d9c6', main: '#e59a7a', accent: '#7fb3c8', dark: '#6b4a3f' },
  { bg: '#ebf3f8', blob: '#cfe3ee', main: '#6fa3c4', accent: '#f3d37a', dark: '#35566b' },
  { bg: '#f3eff8', blob: '#e0d6ee', main: '#9a86c2', accent: '#f4b8a8', dark: '#4c4166' },
  { bg: '#fbf6e6', blob: '#f3e4b5', main: '#e0b44f', accent: '#86b7a3', dark: '#6a5526' },
  { bg: '#fbeff1', blob: '#f3d3da', main: '#d98a9c', accent: '#9cc4a0', dark: '#6b3f4a' },
  { bg: '#eaf5f3', blob: '#cbe7e1', main: '#4fa69a', accent: '#f0a88a', dark: '#2f5c55' },
  { bg: '#f7efe9', blob: '#ead6c8', main: '#b98268', accent: '#7aa0b8', dark: '#5a3d30' },
];

/** FNV-1a: a stable 32-bit hash, so an id always gets the same palette and layout. */
export function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export type Shape = (p: Palette) => string;

const stroke = (colour: string, width: number) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** One recognisable silhouette per category slug, drawn in a 320 x 320 box around (160, 170). */
export const SHAPES: Record<string, Shape> = {
  strollers: (p) =>
    `<path d="M236 150l18-50h18" ${stroke(p.dark, 8)}/><path d="M120 206l-4 30M206 206l6 30" ${stroke(p.dark, 7)}/>` +
    `<path d="M88 150h152c4 0 6 3 5 7-5 32-32 51-69 51h-26c-37 0-60-19-66-51-1-4 1-7 4-7z" fill="${p.main}"/>` +
    `<path d="M92 150a82 82 0 0 1 82-82v82z" fill="${p.accent}"/>` +
    `<circle cx="116" cy="244" r="18" fill="${p.dark}"/><circle cx="212" cy="244" r="18" fill="${p.dark}"/>` +
    `<circle cx="116" cy="244" r="6" fill="${p.bg}"/><circle cx="212" cy="244" r="6" fill="${p.bg}"/>`,
  'car-seats': (p) =>
    `<path d="M96 176a72 72 0 0 1 144 0" ${stroke(p.dark, 10)}/>` +
    `<path d="M104 96c16 0 26 8 28 22l12 64h72c12 0 20 6 22 16l6 22c2 14-6 24-20 24H126c-14 0-24-8-26-22L86 122c-2-16 4-26 18-26z" fill="${p.main}"/>` +
    `<path d="M110 128l12 66c2 8 8 12 16 12h70" ${stroke(p.accent, 12)}/>` +
    `<rect x="92" y="250" width="164" height="16" rx="8" fill="${p.dark}"/>`,
  nursery: (p) =>
    `<rect x="76" y="90" width="18" height="176" rx="7" fill="${p.main}"/><rect x="226" y="90" width="18" height="176" rx="7" fill="${p.main}"/>` +
    `<rect x="76" y="108" width="168" height="14" rx="7" fill="${p.main}"/>` +
    `<path d="M112 122v86M136 122v86M160 122v86M184 122v86M208 122v86" ${stroke(p.main, 9)}/>` +
    `<rect x="84" y="204" width="152" height="26" rx="9" fill="${p.accent}"/>`,
  sleep: (p) =>
    `<path d="M143 88A82 82 0 1 0 226 200A70 70 0 0 1 143 88z" fill="${p.main}"/>` +
    `<path d="M222 84l5 12 12 5-12 5-5 12-5-12-12-5 12-5zM250 138l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="${p.accent}"/>`,
  feeding: (p) =>
    `<path d="M140 112c0-24 8-38 20-38s20 14 20 38z" fill="${p.accent}"/>` +
    `<rect x="124" y="128" width="72" height="132" rx="20" fill="${p.main}"/>` +
    `<rect x="116" y="108" width="88" height="24" rx="8" fill="${p.dark}"/>` +
    `<path d="M142 162h20M142 188h13M142 214h20M142 240h13" ${stroke(p.bg, 5)}/>`,
  diapering: (p) =>
    `<path d="M86 112h148c6 0 10 4 10 10v14c0 52-36 102-84 102s-84-50-84-102v-14c0-6 4-10 10-10z" fill="${p.main}"/>` +
    `<rect x="86" y="112" width="148" height="22" rx="9" fill="${p.accent}"/>` +
    `<rect x="66" y="124" width="26" height="18" rx="6" fill="${p.dark}"/><rect x="228" y="124" width="26" height="18" rx="6" fill="${p.dark}"/>` +
    `<circle cx="136" cy="172" r="6" fill="${p.bg}"/><circle cx="184" cy="172" r="6" fill="${p.bg}"/><circle cx="160" cy="200" r="6" fill="${p.bg}"/>`,
  bath: (p) =>
    `<circle cx="128" cy="118" r="16" fill="${p.accent}" opacity=".8"/><circle cx="168" cy="96" r="11" fill="${p.accent}" opacity=".7"/>` +
    `<circle cx="196" cy="128" r="20" fill="${p.accent}" opacity=".8"/>` +
    `<path d="M72 160h176c0 50-30 86-80 86h-16c-50 0-80-36-80-86z" fill="${p.main}"/>` +
    `<rect x="60" y="148" width="200" height="18" rx="9" fill="${p.dark}"/>` +
    `<path d="M112 244l-8 20M208 244l8 20" ${stroke(p.dark, 9)}/>`,
  'health-and-safety': (p) =>
    `<path d="M160 70l76 26v62c0 50-33 86-76 102-43-16-76-52-76-102V96z" fill="${p.main}"/>` +
    `<path d="M160 88l58 20v50c0 38-24 66-58 80z" fill="${p.dark}" opacity=".12"/>` +
    `<path d="M160 132v58M131 161h58" ${stroke(p.accent, 18)}/>`,
  play: (p) =>
    `<rect x="82" y="184" width="74" height="74" rx="10" fill="${p.main}"/><rect x="164" y="184" width="74" height="74" rx="10" fill="${p.accent}"/>` +
    `<rect x="122" y="104" width="74" height="74" rx="10" fill="${p.dark}" transform="rotate(-8 159 141)"/>` +
    `<circle cx="119" cy="221" r="16" fill="${p.bg}"/><path d="M201 204l20 34h-40z" fill="${p.bg}"/>` +
    `<rect x="147" y="128" width="24" height="24" rx="4" fill="${p.bg}" transform="rotate(-8 159 141)"/>`,
  clothing: (p) =>
    `<path d="M128 82c6 13 18 20 32 20s26-7 32-20l46 22-17 38-21-9v88c0 11-7 19-18 23l-8 20h-28l-8-20c-11-4-18-12-18-23v-88l-21 9-17-38z" fill="${p.main}"/>` +
    `<path d="M134 86c6 10 15 16 26 16s20-6 26-16" ${stroke(p.accent, 7)}/>` +
    `<circle cx="148" cy="236" r="5" fill="${p.accent}"/><circle cx="160" cy="236" r="5" fill="${p.accent}"/><circle cx="172" cy="236" r="5" fill="${p.accent}"/>`,
  travel: (p) =>
    `<path d="M126 118c0-30 15-44 34-44s34 14 34 44" ${stroke(p.dark, 10)}/>` +
    `<rect x="90" y="112" width="140" height="150" rx="28" fill="${p.main}"/>` +
    `<path d="M90 150c0-20 12-38 30-38h80c18 0 30 18 30 38z" fill="${p.dark}" opacity=".18"/>` +
    `<rect x="118" y="192" width="84" height="50" rx="12" fill="${p.accent}"/><path d="M138 210h44" ${stroke(p.bg, 5)}/>`,
  gear: (p) =>
    `<path d="M120 124c28-44 92-40 118 8" ${stroke(p.accent, 8)}/><path d="M200 108v26" ${stroke(p.accent, 4)}/>` +
    `<circle cx="200" cy="142" r="10" fill="${p.accent}"/>` +
    `<path d="M100 122c10 0 17 6 21 16l22 48c6 12 17 18 31 18h54c10 0 16 8 14 16s-10 12-18 12h-62c-24 0-43-13-53-35l-23-53c-4-11 3-22 14-22z" fill="${p.main}"/>` +
    `<path d="M96 262h140M128 262l14-30M216 262l-6-26" ${stroke(p.dark, 8)}/>`,
};

/** Spots for the confetti dots, away from the centre where the shape sits. */
const DOT_SLOTS: readonly (readonly [number, number])[] = [
  [46, 52],
  [274, 48],
  [40, 272],
  [282, 268],
  [58, 170],
  [268, 172],
];

/** The product's illustration: soft background, a blob, the category shape, a shadow and a few dots. */
export function productArt(product: Pick<CatalogProduct, 'id' | 'category'>): string {
  const h = hashId(product.id);
  const p = PALETTES[h % PALETTES.length] ?? PALETTES[0]!;
  const shape = SHAPES[product.category] ?? SHAPES.play!;
  const blobX = 150 + ((h >>> 8) % 21);
  const blobY = 156 + ((h >>> 13) % 21);
  const blobR = 112 + ((h >>> 18) % 12);
  const dots = [0, 1, 2]
    .map((i) => {
      const [x, y] = DOT_SLOTS[(h >>> (3 * i + 20)) % DOT_SLOTS.length] ?? [40, 40];
      return `<circle cx="${x}" cy="${y}" r="${5 + ((h >>> (i * 4)) % 5)}" fill="${p.main}" opacity=".35"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">` +
    `<rect width="320" height="320" fill="${p.bg}"/><circle cx="${blobX}" cy="${blobY}" r="${blobR}" fill="${p.blob}"/>` +
    `${dots}<ellipse cx="160" cy="272" rx="96" ry="10" fill="${p.dark}" opacity=".08"/>${shape(p)}</svg>\n`
  );
}

/** web/public/images/products, from functions/src|lib/dev/seed/. */
export const PRODUCT_IMAGES_DIR = fileURLToPath(new URL('../../../../web/public/images/products/', import.meta.url));

/** Writes every product's SVG and removes SVGs of products no longer in the catalog. Returns the count. */
export function writeProductImages(
  products: readonly Pick<CatalogProduct, 'id' | 'category'>[] = DEMO_CATALOG,
  dir: string = PRODUCT_IMAGES_DIR,
): number {
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(products.map((p) => `${p.id}.svg`));
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(path.join(dir, file));
  }
  for (const product of products) writeFileSync(path.join(dir, `${product.id}.svg`), productArt(product));
  return products.length;
}

// `node functions/lib/dev/seed/product-art.js` regenerates the images without the emulators.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Wrote ${writeProductImages()} product images to ${PRODUCT_IMAGES_DIR}`);
}
