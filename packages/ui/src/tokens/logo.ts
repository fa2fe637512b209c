import type { LogoShape } from './brands.ts';

/** Marks drawn on a 48×48 grid; the even-odd rule cuts the holes. */
const marks: Record<LogoShape, string> = {
  spade: 'M24 6c6 8 16 13 16 21a8 8 0 0 1-13 6l2 9h-10l2-9a8 8 0 0 1-13-6c0-8 10-13 16-21z',
  diamond: 'M24 5 41 24 24 43 7 24zm0 9-9 10 9 10 9-10z',
  coin: 'M24 8a16 16 0 1 1 0 32a16 16 0 1 1 0-32zm0 6a10 10 0 1 0 0 20a10 10 0 1 0 0-20zm-2 4h4v12h-4z',
  star: 'M24 5l5.6 12.2 13.4 1.5-10 9.1 2.8 13.2L24 34.4l-11.8 6.6 2.8-13.2-10-9.1 13.4-1.5z',
  chip: 'M24 6a18 18 0 1 1 0 36a18 18 0 1 1 0-36zm-3 3v5h6V9zm0 25v5h6v-5zM9 21v6h5v-6zm25 0v6h5v-6zm-10-4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z',
};

/** The logo mark as an SVG document: the brand's primary colour as a tile, the mark in its text colour. */
export function logoSvg(shape: LogoShape, tile: string, ink: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
    `<rect width="48" height="48" rx="12" fill="${tile}"/>` +
    `<path fill="${ink}" fill-rule="evenodd" d="${marks[shape]}"/>` +
    '</svg>'
  );
}

/** A `url("data:…")` value for CSS, so the logo travels with the brand's tokens. */
export function logoCssUrl(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, '%27')}")`;
}
