/**
 * Writes the home-screen icons of 注文確認 (public/icons/*.png) from one drawing: a bell on the
 * partners' default brand colour. Run once after changing the drawing, and commit the PNGs:
 *   npx tsx scripts/generate-app-icons.ts
 * The maskable icon fills its square and keeps the bell inside the central 60 % (Android crops
 * it to a circle or squircle); the others have rounded corners of their own. iPhone and iPad take
 * the 180 px apple-touch-icon and round it themselves, so it is square and opaque.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const brand = '#4a5565';
// Lucide's bell-ring (24 × 24, stroked): the same bell as the alert on screen.
const bell = [
  'M10.268 21a2 2 0 0 0 3.464 0',
  'M22 8c0-2.3-.8-4.3-2-6',
  'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
  'M4 2C2.8 3.7 2 5.7 2 8',
];

/** A 512 × 512 drawing: the bell at `scale` of the side, on a square with corners of `radius`. */
function drawing({ scale, radius }: { scale: number; radius: number }): Buffer {
  const side = 512 * scale;
  const offset = (512 - side) / 2;
  const paths = bell.map((d) => `<path d="${d}"/>`).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
      <rect width="512" height="512" rx="${radius}" fill="${brand}"/>
      <g transform="translate(${offset} ${offset}) scale(${side / 24})" fill="none" stroke="#ffffff"
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
    </svg>`,
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, scale: 0.6, radius: 96 },
  { file: 'icon-512.png', size: 512, scale: 0.6, radius: 96 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.5, radius: 0 },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.6, radius: 0 },
];

const dir = join(import.meta.dirname, '..', 'public', 'icons');
await mkdir(dir, { recursive: true });
for (const { file, size, scale, radius } of icons) {
  await sharp(drawing({ scale, radius })).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(join(dir, file));
  console.log(`public/icons/${file} (${size} × ${size})`);
}
