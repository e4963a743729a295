import sharp from 'sharp';

/**
 * The source picture's side: the largest square thumbnail (256 px) with a margin. Small, because
 * the demo coaches load before the server listens: nine pictures through the pipeline take
 * 2.5 s at 320 px against 4.8 s at 640 px on the 2-core machine at load average 26.
 */
const SIDE = 320;
/** The drawing's own coordinates, scaled to SIDE by the viewBox. */
const DRAWING = 640;

/** Two hues per coach, far enough apart on the wheel to read as a backdrop and a jumper. */
function huesOf(index: number): [number, number] {
  const base = (index * 137) % 360; // the golden angle: neighbours in the list never look alike
  return [base, (base + 150) % 360];
}

/** A grey grain from a seeded generator (mulberry32): libvips' own noise is random per process. */
function filmGrain(seed: number): Buffer {
  const grain = Buffer.alloc(SIDE * SIDE);
  let state = seed * 0x9e3779b9;
  for (let i = 0; i < grain.length; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    grain[i] = 104 + (((t ^ (t >>> 14)) >>> 0) % 48); // 128 ± 24
  }
  return grain;
}

/**
 * A demo coach's portrait, the same bytes on every run: a head-and-shoulders silhouette on a soft
 * gradient with a light film grain, so the directory of a fresh install has faces rather than
 * initials. JPEG, like a phone upload; it goes through the app's own pipeline
 * (MediaService.storePicture) like any upload.
 */
export async function demoPortrait(index: number): Promise<Buffer> {
  const [backdrop, jumper] = huesOf(index);
  const skin = ['#f1c7a5', '#d9a27c', '#b7784f', '#8d5a3b', '#e8b894', '#6f4530'][index % 6];
  const hair = ['#2b1d14', '#5a3a22', '#1b1b1b', '#8a5a2b', '#3d2b1f', '#c9a064'][(index * 5) % 6];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${DRAWING} ${DRAWING}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${backdrop},55%,78%)"/><stop offset="1" stop-color="hsl(${backdrop},45%,52%)"/>
      </linearGradient>
      <radialGradient id="light" cx="0.35" cy="0.3" r="0.8">
        <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${DRAWING}" height="${DRAWING}" fill="url(#bg)"/>
    <ellipse cx="320" cy="640" rx="250" ry="190" fill="hsl(${jumper},50%,38%)"/>
    <rect x="285" y="360" width="70" height="90" rx="28" fill="${skin}"/>
    <ellipse cx="320" cy="270" rx="112" ry="134" fill="${skin}"/>
    <path d="M205 262 C200 150 260 118 320 118 C392 118 446 160 436 268 C420 200 380 178 320 182 C262 184 222 206 205 262 Z" fill="${hair}"/>
    <rect width="${DRAWING}" height="${DRAWING}" fill="url(#light)"/>
  </svg>`;
  const grain = { raw: { width: SIDE, height: SIDE, channels: 1 as const } };
  return sharp(Buffer.from(svg))
    .composite([{ input: filmGrain(index), ...grain, blend: 'soft-light' }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
