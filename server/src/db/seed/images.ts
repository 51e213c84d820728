/**
 * Product pictures drawn at seed time (nothing is downloaded): a soft studio backdrop and a simple
 * drawing of the piece, rendered by sharp from SVG.
 */
import sharp from 'sharp';
import type { ArtKind } from './catalog';

const SIZE = 1000;

function drawing(kind: ArtKind, view: number): string {
  const silver = 'url(#metal)';
  const clay = 'url(#glaze)';
  const stroke = `stroke="${silver}" fill="none" stroke-linecap="round"`;
  const shift = view * 40;
  switch (kind) {
    case 'ring':
      return `<ellipse cx="500" cy="540" rx="210" ry="${210 - shift}" ${stroke} stroke-width="46"/><circle cx="500" cy="${318 + shift / 2}" r="58" fill="url(#gem)" stroke="#d9dde3" stroke-width="12"/>`;
    case 'necklace':
      return `<path d="M220 260 Q500 ${700 - shift} 780 260" ${stroke} stroke-width="10"/><path d="M500 ${560 - shift / 2} l-70 110 l70 130 l70 -130z" fill="url(#gem)" stroke="#d9dde3" stroke-width="12"/>`;
    case 'earrings':
      return `<circle cx="350" cy="420" r="120" ${stroke} stroke-width="22"/><circle cx="650" cy="420" r="120" ${stroke} stroke-width="22"/><circle cx="350" cy="${600 + shift}" r="34" fill="url(#gem)"/><circle cx="650" cy="${600 + shift}" r="34" fill="url(#gem)"/>`;
    case 'bracelet':
      return `<ellipse cx="500" cy="520" rx="280" ry="${150 + shift}" ${stroke} stroke-width="30"/><circle cx="500" cy="${370 - shift}" r="44" fill="url(#gem)"/>`;
    case 'cuff':
      return `<path d="M230 600 Q500 ${300 - shift} 770 600" ${stroke} stroke-width="120"/><path d="M300 560 l60 -60 l60 40 l80 -90 l70 70 l60 -30 l70 70" stroke="#8a9099" stroke-width="8" fill="none"/>`;
    case 'mug':
      return `<rect x="320" y="${330 + shift / 2}" width="320" height="380" rx="40" fill="${clay}"/><path d="M640 430 q130 20 120 130 q-10 90 -120 90" stroke="${clay}" stroke-width="44" fill="none"/><rect x="320" y="${330 + shift / 2}" width="320" height="40" rx="20" fill="#f4ede4" opacity="0.55"/>`;
    case 'bowl':
      return `<path d="M200 430 Q500 ${900 - shift} 800 430 Z" fill="${clay}"/><ellipse cx="500" cy="430" rx="300" ry="60" fill="#f4ede4" opacity="0.5"/>`;
    case 'vase':
      return `<path d="M440 260 h120 q-20 80 40 160 q90 130 0 300 h-200 q-90 -170 0 -300 q60 -80 40 -160z" fill="${clay}" transform="rotate(${view * 6} 500 500)"/>`;
    case 'plate':
      return `<circle cx="500" cy="520" r="320" fill="${clay}"/><circle cx="500" cy="520" r="${220 - shift}" fill="#f4ede4" opacity="0.45"/>`;
    case 'pin':
      return `<ellipse cx="500" cy="500" rx="220" ry="170" fill="#8c8578"/><ellipse cx="500" cy="500" rx="240" ry="190" ${stroke} stroke-width="22"/>`;
    case 'scarf':
      return `<path d="M300 250 q200 ${120 + shift} 400 0 v420 q-200 100 -400 0z" fill="${clay}"/><path d="M320 330 h360 M320 420 h360 M320 510 h360" stroke="#f4ede4" stroke-width="6" opacity="0.6"/>`;
  }
}

/** A 1000 px square PNG of a product, from one of a few angles (`view`). */
export async function drawProductImage(kind: ArtKind, hue: number, view = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 1000 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 28%, ${93 - view * 3}%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 22%, ${82 - view * 3}%)"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f7f8fa"/><stop offset="0.5" stop-color="#a9b0ba"/><stop offset="1" stop-color="#eef0f3"/>
    </linearGradient>
    <linearGradient id="glaze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 45%, 55%)"/><stop offset="1" stop-color="hsl(${(hue + 20) % 360}, 35%, 32%)"/>
    </linearGradient>
    <radialGradient id="gem" cx="0.35" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.4" stop-color="hsl(${hue}, 70%, 60%)"/><stop offset="1" stop-color="hsl(${hue}, 60%, 28%)"/>
    </radialGradient>
  </defs>
  <rect width="1000" height="1000" fill="url(#bg)"/>
  <ellipse cx="500" cy="860" rx="330" ry="40" fill="#000" opacity="0.07"/>
  ${drawing(kind, view)}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A small flat swatch in the product's hue. */
export function drawSwatch(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: `hsl(${hue}, 30%, 70%)` } })
    .png()
    .toBuffer();
}
