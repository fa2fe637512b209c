/**
 * Thumbnails drawn on the fly as SVG for every assets-host path (`/fusion/{provider}/…`, `/rtg/…`,
 * portraits, icons, badges, logos). No network: the demo must run offline. A .jpg or .webp URL is answered
 * with image/svg+xml, which browsers render by content type.
 */
import { hashText } from './prng.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A word of a file name as a title shows it: `sunny` → `Sunny`, and a roman numeral whole (`ii` → `II`). */
function capitalise(word: string): string {
  if (/^(?:i{2,3}|iv|vi{0,3}|ix|xi{0,3})$/i.test(word)) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function titleFromPath(path: string): { title: string; kind: string; provider: string } {
  const parts = path.split('/').filter(Boolean);
  const file = (parts.at(-1) ?? 'game').replace(/\.[a-z0-9]+$/i, '');
  const kind = parts.at(-2) ?? 'thumbnails';
  const provider = parts[0] === 'fusion' ? (parts[1] ?? '') : parts[0] === 'rtg' ? 'rtg' : '';
  const title = file.split(/[-_]/).filter(Boolean).map(capitalise).join(' ');
  return { title: title || 'Game', kind, provider };
}

/** The size of an image kind: portraits are tall, icons and badges square, the rest landscape. */
function sizeOf(kind: string): { width: number; height: number } {
  if (/portrait|vertical/i.test(kind)) return { width: 300, height: 400 };
  if (/icon|badge|logo/i.test(kind)) return { width: 200, height: 200 };
  if (/banner|hero|tournament|promo|desktop/i.test(kind)) return { width: 1200, height: 400 };
  return { width: 400, height: 300 };
}

/**
 * An SVG picture for an assets path: a gradient in colours derived from the name, the game's title and
 * its provider.
 *
 * @example
 * thumbnailSvg('/fusion/nebula-gaming/thumbnails/lucky-dragon.webp');
 */
export function thumbnailSvg(path: string): string {
  const logo = /\/logos\/casino-(\d+)-(light|dark)\.[a-z]+$/.exec(path);
  if (logo) return wordmarkSvg(Number(logo[1]), logo[2] === 'dark');
  if (/\/logos\/casino-\d+-loader\.[a-z]+$/.test(path)) return LOADER_SVG;
  const { title, kind, provider } = titleFromPath(path);
  const { width, height } = sizeOf(kind);
  const hash = hashText(path);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const fontSize = Math.round(Math.min(width, height) / 7);
  const startY = height / 2 - ((lines.length - 1) * fontSize * 1.1) / 2;
  const text = lines
    .slice(0, 4)
    .map(
      (line, index) =>
        `<text x="50%" y="${(startY + index * fontSize * 1.1).toFixed(1)}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = provider
    ? `<text x="50%" y="${height - fontSize * 0.6}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.45)}" fill="rgba(255,255,255,.8)">${escapeXml(provider)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) / 3}" fill="rgba(255,255,255,.08)"/>${text}${label}</svg>`;
}

/** The picture for an assets path as an answer, which browsers may keep for a day. */
export function pictureResponse(path: string): Response {
  return new Response(thumbnailSvg(path), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** The game loader's picture (config `loader_image`): the brand's star on a round badge, on either theme. */
const LOADER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="92" fill="#f08a24" fill-opacity=".16" stroke="#f08a24" stroke-width="6"/><path fill="#f08a24" d="M100 38l17 38 42 4-31 28 9 41-37-21-37 21 9-41-31-28 42-4z"/></svg>';

/** A casino's own wordmark (the configured logo of §3): a star and the name, readable on its theme. */
function wordmarkSvg(casinoId: number, forDark: boolean): string {
  const ink = forDark ? '#ffffff' : '#0f1b30';
  const name = casinoId === 85 ? 'EURO PALACE' : `CASINO ${casinoId}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${escapeXml(name)}"><path fill="#f08a24" d="M40 8l9 20 22 2-16 15 5 22-20-11-20 11 5-22-16-15 22-2z"/><text x="84" y="52" font-family="system-ui, sans-serif" font-weight="800" font-size="30" letter-spacing="1" fill="${ink}">${escapeXml(name)}</text></svg>`;
}
