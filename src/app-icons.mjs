// Draws the app icons (public/icons/*.png) from public/icons/icon.svg. Run once after changing the drawing:
// `node src/app-icons.mjs`. The drawing is full-bleed with its motif inside the central 80 %, so the same
// pictures serve as "any" and "maskable" icons.
import sharp from 'sharp';

const svg = new URL('../public/icons/icon.svg', import.meta.url);
for (const size of [192, 512]) {
  const out = new URL(`../public/icons/icon-${size}.png`, import.meta.url);
  await sharp(svg.pathname, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out.pathname);
  console.log(out.pathname);
}
