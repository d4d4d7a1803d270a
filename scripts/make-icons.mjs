// Draws the installable app's icons (manifest, iOS home screen) from one SVG:
// the heart of favicon.svg on the brand's dark green (SPEC 9). Run once after
// changing the artwork: `node scripts/make-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../apps/web/public');
const GREEN = '#388E3C';
const HEART = 'M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.4-16 21-16 21z';

/** The heart scaled into the middle `share` of a square, on a rounded or full-bleed tile. */
function svg({ share, rounded }) {
  const scale = share;
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${GREEN}"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="${HEART}" fill="#fff"/>
</svg>`;
}

// A maskable icon may be cut to a circle: its artwork stays inside the middle 80 %.
const icons = [
  { file: 'pwa-192x192.png', size: 192, share: 1, rounded: true },
  { file: 'pwa-512x512.png', size: 512, share: 1, rounded: true },
  { file: 'maskable-icon-512x512.png', size: 512, share: 0.8, rounded: false },
  { file: 'apple-touch-icon-180x180.png', size: 180, share: 0.9, rounded: false },
];

for (const { file, size, share, rounded } of icons) {
  const png = await sharp(Buffer.from(svg({ share, rounded })), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(out, file), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}
