import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleGames } from './game-lists.ts';
import { buildSearchIndex, searchGames } from './search.ts';
import {
  boundedDistance,
  buildSuggestionIndex,
  suggestGames,
  suggestionIndexOf,
  suggestionTolerance,
  suggestionWords,
} from './search-suggestions.ts';
import { generateGames, makeGame } from './testing/catalogue-generator.ts';

const games = [
  makeGame({ shortname: 'dragon-gold', name: 'Dragon Gold' }),
  makeGame({ shortname: 'dragons-pearl', name: "Dragon's Pearl" }),
  makeGame({ shortname: 'dragon-gate', name: 'Dragon Gate' }),
  makeGame({ shortname: 'dragon-gem', name: 'Dragon Gem' }),
  makeGame({ shortname: 'creme', name: 'Creme Brulee', displayName: 'Crème Brûlée' }),
  makeGame({ shortname: 'strasse', name: 'Straße der Könige' }),
  makeGame({ shortname: 'senor', name: 'senor-fiesta', displayName: 'Señor Fiesta' }),
  makeGame({ shortname: 'book-of-ra', name: 'Book of Ra' }),
  makeGame({ shortname: 'gold-rush', name: 'Gold Rush' }),
  makeGame({ shortname: 'synth-poker', name: 'Synth Poker', synth: true }),
];
const index = buildSearchIndex(games);
const suggested = (query: string, from = index) => suggestGames(from, query).map((game) => game.shortname);

/** The textbook optimal-string-alignment distance, full table, to check the fast one against. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe('suggestion words', () => {
  it('fold case and accents, spell out ß and drop apostrophes', () => {
    expect(suggestionWords("Gonzo's STRAẞE-Quest")).toEqual(['gonzos', 'strasse', 'quest']);
    expect(suggestionWords('  Crème   BRÛLÉE ')).toEqual(['creme', 'brulee']);
    expect(suggestionWords('Œuvre Ærø')).toEqual(['oeuvre', 'aero']);
    expect(suggestionWords(' -- ')).toEqual([]);
  });
});

describe('bounded distance', () => {
  const rows = new Int32Array(3 * 40);

  it('counts one slip for a typo, a missing or extra letter, or two swapped letters', () => {
    expect(boundedDistance('dragon', 'dragon', 2, rows)).toBe(0);
    expect(boundedDistance('dragon', 'drogon', 2, rows)).toBe(1);
    expect(boundedDistance('dragon', 'dragn', 2, rows)).toBe(1);
    expect(boundedDistance('dragon', 'draggon', 2, rows)).toBe(1);
    expect(boundedDistance('dragon', 'dargon', 2, rows)).toBe(1);
    expect(boundedDistance('dragon', 'dargn', 2, rows)).toBe(2);
  });

  it('stops at the limit', () => {
    expect(boundedDistance('dragon', 'poker', 2, rows)).toBe(3);
    expect(boundedDistance('dragon', 'dr', 1, rows)).toBe(2);
  });

  it('agrees with the textbook distance on swapped neighbours plus a stray ending', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 2, maxLength: 9 });
    fc.assert(
      fc.property(
        letters,
        fc.nat(8),
        fc.string({ unit: fc.constantFrom('a', 'e'), maxLength: 2 }),
        (a, at, end) => {
          const i = at % (a.length - 1);
          const b = `${a.slice(0, i)}${a[i + 1]}${a[i]}${a.slice(i + 2)}${end}`;
          expect(boundedDistance(a, b, 4, rows)).toBe(Math.min(referenceDistance(a, b), 5));
        },
      ),
    );
  });

  it('agrees with the textbook distance up to its limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 }),
        fc.integer({ min: 0, max: 4 }),
        (a, b, limit) => {
          expect(boundedDistance(a, b, limit, rows)).toBe(Math.min(referenceDistance(a, b), limit + 1));
        },
      ),
    );
  });
});

describe('did you mean', () => {
  it('allows more slips in longer queries', () => {
    expect([3, 4, 5, 8, 9, 20].map(suggestionTolerance)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('forgives typos, missing letters and swapped letters', () => {
    expect(suggested('drgon pearl')).toEqual(['dragons-pearl']);
    expect(suggested('bok of ra')).toEqual(['book-of-ra']);
    expect(suggested('gold ursh')).toEqual(['gold-rush']);
    expect(suggested('fiestaa')).toEqual(['senor']);
  });

  it('ignores accents and case either way', () => {
    expect(suggested('CREME BRULE')).toEqual(['creme']);
    expect(suggested('crèmé brûlé')).toEqual(['creme']);
    expect(suggested('SEÑOR FIESTS')).toEqual(['senor']);
  });

  it('reads German ß as ss, in the query and in the names', () => {
    expect(suggested('strasse der konige')).toEqual(['strasse']);
    expect(suggested('Straße')).toEqual(['strasse']);
    expect(suggested('strase')).toEqual(['strasse']);
  });

  it('matches names written together or apart', () => {
    expect(suggested('goldrush')).toEqual(['gold-rush']);
    expect(suggested('dragonsperl')).toEqual(['dragons-pearl']);
  });

  it('gives nothing for queries under 3 letters', () => {
    expect(suggested('dr')).toEqual([]);
    expect(suggested('r a')).toEqual([]);
    expect(suggested("'!?")).toEqual([]);
    expect(suggested('rah')).not.toEqual([]);
  });

  it('gives nothing when no name is close', () => {
    expect(suggested('zzzqqq')).toEqual([]);
    expect(suggested('xylophone')).toEqual([]);
  });

  it('lists at most three, closest first, then by name', () => {
    // 'dragon ge' is one slip from 'dragongem' and two from 'dragongate', 'dragon' and 'dragons'
    expect(suggested('dragon ge')).toEqual(['dragon-gem', 'dragon-gate', 'dragon-gold']);
    // all four are one slip from 'dragn'; the three first by name are kept
    expect(suggested('dragn')).toEqual(['dragon-gate', 'dragon-gem', 'dragon-gold']);
    expect(suggestGames(index, 'dragn', 1).map((game) => game.shortname)).toEqual(['dragon-gate']);
  });

  it('names a game once, even when several games share its name', () => {
    const twins = buildSearchIndex([
      makeGame({ shortname: 'keno-a', name: 'Keno' }),
      makeGame({ shortname: 'keno-b', name: 'Keno' }),
      makeGame({ shortname: 'kens', name: 'Kens' }),
    ]);
    expect(suggested('kenp', twins)).toEqual(['keno-a', 'kens']);
  });

  it('never suggests a game hidden from the viewer', () => {
    const guest = buildSearchIndex(visibleGames(games, { isGuest: true, isFusion: false }));
    const player = buildSearchIndex(visibleGames(games, { isGuest: false, isFusion: false }));
    expect(suggested('synth pokr', guest)).toEqual([]);
    expect(suggested('synth pokr', player)).toEqual(['synth-poker']);
  });

  it('suggests names the search then finds', () => {
    const catalogue = generateGames(300, 5);
    const big = buildSearchIndex(catalogue);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 299 }), fc.nat(3), (i, at) => {
        const name = catalogue[i]?.displayName ?? '';
        // one letter dropped from the name
        const query = name.slice(0, at + 1) + name.slice(at + 2);
        const suggestions = suggestGames(big, query);
        expect(suggestions.length).toBeGreaterThan(0);
        expect(suggestions.length).toBeLessThanOrEqual(3);
        for (const game of suggestions) {
          expect(catalogue).toContain(game);
          expect(searchGames(big, game.displayName).kind).toBe('results');
        }
      }),
    );
  });

  it('builds the runs once per search index', () => {
    const fresh = buildSearchIndex(games);
    const runs = suggestionIndexOf(fresh);
    expect(suggestionIndexOf(fresh)).toBe(runs);
    expect(suggestionIndexOf(buildSearchIndex(games))).not.toBe(runs);
    expect(suggestionIndexOf(buildSearchIndex(games))).toEqual(runs);
  });

  it('keeps each run once, shortest first', () => {
    const built = buildSuggestionIndex(index);
    expect(built.runs).toContain('dragonspearl');
    expect(built.runs).toContain('strasse');
    expect(built.runs.every((run, i) => i === 0 || (built.runs[i - 1] as string).length <= run.length)).toBe(
      true,
    );
    expect(new Set(built.runs).size).toBe(built.runs.length);
  });
});
