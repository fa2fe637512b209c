import { ok } from '@lobby/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listSkippingBad, object, parseWith, type Schema, text } from './schema.ts';
import { PendingWithdrawalsSchema, QuickDepositCheckSchema } from './schemas/cashier.ts';
import { LaunchResponseSchema, WinnersSchema } from './schemas/games.ts';
import { DailyFreeSpinsSchema } from './schemas/loyalty.ts';
import { BalanceSchema, GameLockSchema, GameRefListSchema } from './schemas/player.ts';
import { PromosSchema } from './schemas/promos.ts';
import { TournamentsPageSchema } from './schemas/tournaments.ts';

const schemas: Record<string, Schema<unknown>> = {
  PendingWithdrawalsSchema,
  QuickDepositCheckSchema,
  LaunchResponseSchema,
  WinnersSchema,
  DailyFreeSpinsSchema,
  BalanceSchema,
  GameLockSchema,
  GameRefListSchema,
  PromosSchema,
  TournamentsPageSchema,
};

describe('wire schemas', () => {
  it('never throw on hostile data: every outcome is a value', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        for (const schema of Object.values(schemas)) {
          const result = parseWith(schema, raw);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tolerate the field variants the spec names', () => {
    const winners = parseWith(WinnersSchema, {
      recent: [{ username: 'a', amount: '1,250.50', game_name: 'Lucky', short_name: 'lucky' }],
      top: [{ username: 'b', amount: 3, game: 'Wild', shortname: 'wild' }],
    });
    expect(winners.ok && winners.value.recent[0]).toMatchObject({
      amount: 1250.5,
      game: 'Lucky',
      shortname: 'lucky',
    });
    const tournaments = parseWith(TournamentsPageSchema, {
      active_tournaments: [{ id: 1, name: 'A', status: 'active' }],
      finished_tournaments: [{ id: 2, name: 'B', status: 'archived' }],
    });
    expect(
      tournaments.ok && [tournaments.value.active[0]?.status, tournaments.value.finished[0]?.status],
    ).toEqual(['running', 'finished']);
  });

  it('name the path of the first problem', () => {
    const result = parseWith(WinnersSchema, { recent: [{ username: 'a', amount: 'lots', game: 'x' }] });
    expect(result).toEqual({ ok: false, error: { path: 'recent[0].amount', message: 'expected a number' } });
  });

  it('read PHP empty lists and missing optional parts', () => {
    expect(parseWith(GameRefListSchema, {})).toEqual({ ok: true, value: [] });
    expect(parseWith(GameLockSchema, { game_lock: [] })).toEqual({ ok: true, value: null });
    expect(
      parseWith(PendingWithdrawalsSchema, { results_count: '0', pending_withdrawals: {} }),
    ).toMatchObject({
      ok: true,
      value: { resultsCount: 0, withdrawals: [] },
    });
  });
});

describe('listSkippingBad', () => {
  const item = object((r) => ({ id: r.req('id', text) }));
  it('leaves out damaged entries and keeps the rest', () => {
    expect(parseWith(listSkippingBad(item), [{ id: 'a' }, { nope: 1 }, { id: 'c' }])).toEqual(
      ok([{ id: 'a' }, { id: 'c' }]),
    );
  });
  it('still fails when no entry can be read, or when it is not a list', () => {
    expect(parseWith(listSkippingBad(item), [{ nope: 1 }]).ok).toBe(false);
    expect(parseWith(listSkippingBad(item), 'text').ok).toBe(false);
    expect(parseWith(listSkippingBad(item), [])).toEqual(ok([]));
  });
});
