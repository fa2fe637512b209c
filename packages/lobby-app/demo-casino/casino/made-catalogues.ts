/**
 * The game list a casino serves, made from its switches and the day, and looked up by shortname. Making a
 * big list is slow, so lists made lately are kept for every casino of the page or worker: a tab that
 * reloads gets a new casino (read from its session storage) but not a new list to make. A list is never
 * changed once made.
 */
import type { RuntimeEnv } from '../../src/api/env.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import type { WireCatalogue, WireGame } from '../catalogue/wire.ts';
import type { DemoSettings } from '../settings.ts';

const MADE_CATALOGUES_KEPT = 4;
const madeCatalogues = new Map<string, WireCatalogue>();

function madeCatalogue(key: string, make: () => WireCatalogue): WireCatalogue {
  const kept = madeCatalogues.get(key);
  if (kept) return kept;
  const made = make();
  madeCatalogues.set(key, made);
  if (madeCatalogues.size > MADE_CATALOGUES_KEPT) {
    const oldest = madeCatalogues.keys().next();
    if (!oldest.done) madeCatalogues.delete(oldest.value);
  }
  return made;
}

/** A catalogue with its games by shortname, and the recipe it was made from. */
export interface IndexedCatalogue {
  readonly key: string;
  readonly catalogue: WireCatalogue;
  readonly byShortname: Map<string, WireGame>;
}

/**
 * The catalogue for these switches today: `previous` again when it was made from the same recipe (seed,
 * size, variant and day), otherwise a kept or newly made list.
 */
export function catalogueFor(
  settings: DemoSettings,
  env: RuntimeEnv,
  now: number,
  previous: IndexedCatalogue | null,
): IndexedCatalogue {
  const day = Math.floor(now / 86_400_000);
  const fusion = settings.variant === 'fusion';
  const key = `${settings.seed}:${settings.games}:${fusion}:${day}`;
  if (previous?.key === key) return previous;
  const options = {
    seed: settings.seed,
    size: settings.games,
    assetsHost: env.assetsHost,
    fusion,
    now: day * 86_400_000,
  };
  const catalogue = madeCatalogue(`${key}:${options.assetsHost}`, () => generateCatalogue(options));
  return { key, catalogue, byShortname: new Map(catalogue.games.map((g) => [g.shortname, g])) };
}
