import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lobbyPathOf } from '../navigation/lobby-paths.ts';
import { pageForPath } from './page-paths.ts';

// The router (AppRoutes.tsx), the build's preload table (page-paths.ts) and the list of the lobby's own paths
// that server links may open in place (lobby-paths.ts) each name the routes. A route added to the router
// without the other two would still work, but would load its code late and open server links to it as a new
// page: this reads the router's source and holds the three together.
const source = readFileSync(new URL('./AppRoutes.tsx', import.meta.url), 'utf8');
const routes = [...source.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1] ?? '');

/** An address the route matches: each `:param` filled in with a sample value. */
const sample = (route: string) => route.replace(/:[a-z]+/gi, 'sample-1');

describe('the route tables', () => {
  it('reads the router', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    expect(routes).toContain('/play/:shortname');
  });

  it.each(routes)('%s has a page to preload and counts as a lobby path', (route) => {
    const path = sample(route);
    expect(pageForPath(path)).not.toBeNull();
    expect(lobbyPathOf(path)).toBe(path);
  });
});
