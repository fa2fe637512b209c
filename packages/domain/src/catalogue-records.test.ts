import { describe, expect, it } from 'vitest';
import { parseCatalogue } from './catalogue.ts';
import {
  CATALOGUE_RECORDS_VERSION,
  catalogueFromRecords,
  catalogueSummary,
  gameRecord,
  gameRecordKeys,
  readCatalogueSummary,
} from './catalogue-records.ts';
import { parseGame } from './game.ts';
import { generateGamesAnswer, makeGame, makeGameLock } from './testing/catalogue-generator.ts';
import { schedule } from './testing/multipliers.ts';

const OWNER = { casinoId: 14, playerId: '100002' } as const;

function stored(answer: unknown) {
  const parsed = parseCatalogue(answer);
  if (!parsed.ok) throw new Error(parsed.error);
  const { skipped: _skipped, ...catalogue } = parsed.value;
  const summary = catalogueSummary(catalogue, 1_700_000_000_000, OWNER);
  const records = catalogue.games.map((game, index) => gameRecord(game, index));
  return { catalogue, summary, records };
}

describe('the catalogue as records', () => {
  it('reads every game back as it was, locks, multipliers and missing orders included', () => {
    const game = makeGame({
      shortname: 'cash-bandits',
      displayName: 'Cash Bandits!',
      releaseDate: '2024-05-01',
      releaseTime: Date.UTC(2024, 4, 1),
      subGroupsWithSort: [
        { name: 'topslots', order: 3 },
        { name: 'highvolatility', order: Number.POSITIVE_INFINITY },
      ],
      gameLock: makeGameLock({ lockBy: 'event', visibleEvent: 'signup', targetDate: '2026-12-01' }),
      jackpotMultiplier: {
        type: 'boosted',
        multipliers: ['2x', '3x'],
        schedule: schedule({ repeat: 'weekly', startTime: '10:00', endTime: '12:00', weekdays: [1, 5] }),
      },
      synth: true,
      exclusive: true,
      jackpot: 1250.5,
    });
    const read = parseGame(gameRecord(game, 0));
    expect(read).toEqual({ ok: true, value: game });
    const plain = makeGame({ shortname: 'plain' });
    expect(parseGame(gameRecord(plain, 1))).toEqual({ ok: true, value: plain });
  });

  it('reads a whole catalogue back in the casino order, whatever order the records come in', () => {
    const { catalogue, summary, records } = stored(generateGamesAnswer(300, 7));
    const shuffled = [...records].reverse();
    expect(catalogueFromRecords(summary, shuffled)).toEqual({ ok: true, value: catalogue });
  });

  it('keys each record by its shortname, and a second game of the same shortname by its provider too', () => {
    expect(
      gameRecordKeys([
        { provider: 'rtg', shortname: 'aztec' },
        { provider: 'rival', shortname: 'aztec' },
        { provider: 'rtg', shortname: 'cash' },
        { provider: 'rival', shortname: 'aztec' },
      ]),
    ).toEqual(['aztec', 'rival/aztec', 'cash', 'rival/aztec#3']);
  });

  it('rejects the whole when a save was cut short or a record is damaged', () => {
    const { summary, records } = stored(generateGamesAnswer(20, 3));
    expect(catalogueFromRecords(summary, records.slice(1))).toEqual({
      ok: false,
      error: '19 of 20 stored games were found',
    });
    const damaged = [...records.slice(1), { name: 'no shortname', position: 0 }];
    const read = catalogueFromRecords(summary, damaged);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain('games[0]: shortname');
  });

  it('takes only a summary of this version, with its owner and count', () => {
    const { summary } = stored(generateGamesAnswer(5, 1));
    expect(readCatalogueSummary(summary)).toEqual(summary);
    expect(summary).toMatchObject({ version: CATALOGUE_RECORDS_VERSION, games: 5, ...OWNER });
    expect(readCatalogueSummary({ ...summary, version: 1 })).toBeNull();
    expect(readCatalogueSummary({ ...summary, games: -1 })).toBeNull();
    expect(readCatalogueSummary({ ...summary, savedAt: 'yesterday' })).toBeNull();
    expect(readCatalogueSummary({ ...summary, playerId: 7 })).toBeNull();
    expect(readCatalogueSummary('{not json')).toBeNull();
    expect(readCatalogueSummary(null)).toBeNull();
  });

  it('keeps the providers, themes, features, categories and total jackpot', () => {
    const { catalogue, summary, records } = stored({
      games: [{ shortname: 'a' }],
      providers: [{ id: 1, name: 'RTG', shortname: 'rtg', gamescount: 12 }],
      themes: [{ id: 5, name: 'Space', shortname: 'space' }],
      features: [{ id: 2, name: 'Free Spins', shortname: 'free-spins' }],
      categories: ['table-games'],
      total_jackpot: 98765.43,
    });
    const read = catalogueFromRecords(summary, records);
    expect(read.ok && read.value).toEqual(catalogue);
    expect(read.ok && read.value.providers[0]).toEqual({
      id: '1',
      name: 'RTG',
      shortname: 'rtg',
      gamesCount: 12,
    });
  });
});
