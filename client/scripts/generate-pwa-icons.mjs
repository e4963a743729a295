// Renders the app's PNG icons (the favicon's teal square and pale-amber bolt) into public/, with
// nothing but node:zlib, so no image tool is needed. Run: node client/scripts/generate-pwa-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BG = [0x0f, 0x76, 0x6e];
const BOLT = [0xfd, 0xe6, 0x8a];
// favicon.svg's bolt, on its 32×32 grid.
const BOLT_POINTS = [
  [18, 4],
  [8, 18],
  [15, 18],
  [13, 28],
  [24, 13],
  [17, 13],
];
const SAMPLES = 4; // 4×4 supersampling for smooth edges

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodeRgba(size, pixels) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * `radius`: corner radius on the 32 grid (0 = full bleed, for maskable and Apple icons);
 * `boltScale`: the bolt's size around the centre (maskable icons keep it in the safe zone).
 */
function render(size, { radius, boltScale }) {
  const pixels = Buffer.alloc(size * size * 4);
  const bolt = BOLT_POINTS.map(([x, y]) => [16 + (x - 16) * boltScale, 16 + (y - 16) * boltScale]);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (radius > 0 && !insideRoundedSquare(x, y, radius)) continue;
          if (insidePolygon(x, y, bolt)) fg++;
          else bg++;
        }
      }
      const covered = bg + fg;
      const i = (py * size + px) * 4;
      if (covered === 0) continue; // transparent corner
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round((BG[c] * bg + BOLT[c] * fg) / covered);
      pixels[i + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return encodeRgba(size, pixels);
}

const ICONS = [
  { file: 'pwa-192x192.png', size: 192, radius: 8, boltScale: 1 },
  { file: 'pwa-512x512.png', size: 512, radius: 8, boltScale: 1 },
  // Maskable: the platform crops to its own shape; keep the bolt inside the central 80 % circle.
  { file: 'maskable-512x512.png', size: 512, radius: 0, boltScale: 0.72 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, radius: 0, boltScale: 0.85 },
];

for (const { file, size, ...options } of ICONS) {
  writeFileSync(join(PUBLIC, file), render(size, options));
  console.log(`wrote public/${file}`);
}
