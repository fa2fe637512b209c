/**
 * Brand names and the casino each belongs to, apart from the token table so that picking a brand at start-up
 * does not ship every brand's colours in the first download (the colours live in CSS anyway).
 */

export const brandIds = ['default', 'c4', 'c14', 'c85', 'c93'] as const;
export type BrandId = (typeof brandIds)[number];

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

const brandOfCasino: Readonly<Record<number, BrandId>> = { 4: 'c4', 14: 'c14', 85: 'c85', 93: 'c93' };

/** Brand for a casino_id; unknown casinos get the default brand. */
export function brandForCasino(casinoId: number | null | undefined): BrandId {
  return (casinoId !== null && casinoId !== undefined && brandOfCasino[casinoId]) || 'default';
}
