import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecentGame, keepPlayingGames, parseRecentGames, type RecentGame } from './recent-games.ts';

const g = (shortname: string, provider: string | null = null): RecentGame => ({ shortname, provider });

describe('recent games', () => {
  it('puts the current game at the front', () => {
    expect(addRecentGame([g('a'), g('b')], g('c'))).toEqual([g('c'), g('a'), g('b')]);
  });

  it('moves a game played again to the front instead of repeating it', () => {
    expect(addRecentGame([g('a'), g('b'), g('c')], g('B'))).toEqual([g('B'), g('a'), g('c')]);
  });

  it('keeps the same game of two providers apart', () => {
    expect(addRecentGame([g('a', 'rtg')], g('a', 'rival'))).toEqual([g('a', 'rival'), g('a', 'rtg')]);
  });

  it('keeps 12 at most, dropping the oldest', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => g(`g${i}`));
    const after = addRecentGame(twelve, g('new'));
    expect(after).toHaveLength(12);
    expect(after[0]).toEqual(g('new'));
    expect(after.at(-1)).toEqual(g('g10'));
    expect(addRecentGame(twelve.slice(0, 11), g('new'))).toHaveLength(12);
  });

  it('never exceeds 12 nor repeats, whatever is played', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o'), {
          maxLength: 60,
        }),
        (plays) => {
          let list: RecentGame[] = [];
          for (const play of plays) {
            list = addRecentGame(list, g(play));
            expect(list.length).toBeLessThanOrEqual(12);
            expect(new Set(list.map((x) => x.shortname)).size).toBe(list.length);
            expect(list[0]).toEqual(g(play));
          }
        },
      ),
    );
  });

  it('reads a stored list, dropping junk and repeats', () => {
    expect(
      parseRecentGames([
        { shortname: 'a', provider: 'rtg' },
        'b',
        { shortname: 'a', provider: 'rtg' },
        null,
        {},
        5,
      ]),
    ).toEqual([g('a', 'rtg'), g('b')]);
    expect(parseRecentGames('not a list')).toEqual([]);
    expect(parseRecentGames(Array.from({ length: 20 }, (_, i) => `g${i}`)).map((x) => x.shortname)).toEqual(
      Array.from({ length: 12 }, (_, i) => `g${i}`),
    );
  });
});

describe('recent games limit', () => {
  it('keeps no games when the limit is zero', () => {
    expect(addRecentGame([g('a')], g('b'), 0)).toEqual([]);
  });
});

describe('the keep-playing list', () => {
  it('puts the games played in this session before the server list', () => {
    expect(keepPlayingGames([g('new'), g('older')], [{ shortname: 'x' }, { shortname: 'y' }])).toEqual([
      g('new'),
      g('older'),
      g('x'),
      g('y'),
    ]);
  });

  it('shows a game the server also lists once, in its session place', () => {
    expect(keepPlayingGames([g('b')], [{ shortname: 'a' }, { shortname: 'B' }, { shortname: 'a' }])).toEqual([
      g('b'),
      g('a'),
    ]);
  });

  it('takes a reference without a provider for the same game, and two providers for two games', () => {
    expect(keepPlayingGames([g('a', 'rtg')], [{ shortname: 'a', provider: null }])).toEqual([g('a', 'rtg')]);
    expect(keepPlayingGames([g('a', 'rtg')], [{ shortname: 'a', provider: 'rival' }])).toEqual([
      g('a', 'rtg'),
      g('a', 'rival'),
    ]);
  });

  it('is the server list alone before anything is played, without nameless entries', () => {
    expect(keepPlayingGames([], [{ shortname: 'x', provider: '' }, { shortname: '' }])).toEqual([g('x')]);
  });

  it('never exceeds 12 nor repeats a game, and always starts with the latest played', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 12 }), fc.array(name, { maxLength: 30 }), (plays, server) => {
        const played = plays.reduce<RecentGame[]>((list, play) => addRecentGame(list, g(play)), []);
        const list = keepPlayingGames(
          played,
          server.map((shortname) => ({ shortname })),
        );
        expect(list.length).toBeLessThanOrEqual(12);
        expect(new Set(list.map((x) => x.shortname)).size).toBe(list.length);
        if (plays.length > 0) expect(list[0]).toEqual(g(plays.at(-1) ?? ''));
      }),
    );
  });
});
