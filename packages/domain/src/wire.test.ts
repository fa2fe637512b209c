import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ok } from './result.ts';
import {
  firstOf,
  parseWire,
  type WireSchema,
  wireField,
  wireListSkippingBad,
  wireRecord,
  wireText,
} from './wire.ts';
import { PendingWithdrawalsSchema, QuickDepositCheckSchema } from './wire-cashier.ts';
import { LaunchResponseSchema, WinnersSchema } from './wire-games.ts';
import { DailyFreeSpinsSchema } from './wire-loyalty.ts';
import { BalanceSchema, GameLockSchema, GameRefListSchema } from './wire-player.ts';
import { PromosSchema, WidgetHtmlSchema } from './wire-promos.ts';
import { TournamentsPageSchema } from './wire-tournaments.ts';

const schemas: Record<string, WireSchema<unknown>> = {
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
          const result = parseWire(schema, raw);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tolerate the field variants the spec names', () => {
    const winners = parseWire(WinnersSchema, {
      recent: [{ username: 'a', amount: '1,250.50', game_name: 'Lucky', short_name: 'lucky' }],
      top: [{ username: 'b', amount: 3, game: 'Wild', shortname: 'wild' }],
    });
    expect(winners.ok && winners.value.recent[0]).toMatchObject({
      amount: 1250.5,
      game: 'Lucky',
      shortname: 'lucky',
    });
    const tournaments = parseWire(TournamentsPageSchema, {
      active_tournaments: [{ id: 1, name: 'A', status: 'active' }],
      finished_tournaments: [{ id: 2, name: 'B', status: 'archived' }],
    });
    expect(
      tournaments.ok && [tournaments.value.active[0]?.status, tournaments.value.finished[0]?.status],
    ).toEqual(['running', 'finished']);
  });

  it('name the path of the first problem', () => {
    const result = parseWire(WinnersSchema, { recent: [{ username: 'a', amount: 'lots', game: 'x' }] });
    expect(result).toEqual({ ok: false, error: { path: 'recent[0].amount', message: 'expected a number' } });
  });

  it('read PHP empty lists and missing optional parts', () => {
    expect(parseWire(GameRefListSchema, {})).toEqual({ ok: true, value: [] });
    expect(parseWire(GameLockSchema, { game_lock: [] })).toEqual({ ok: true, value: null });
    expect(
      parseWire(PendingWithdrawalsSchema, { results_count: '0', pending_withdrawals: {} }),
    ).toMatchObject({
      ok: true,
      value: { resultsCount: 0, withdrawals: [] },
    });
  });
});

describe('a list skipping bad entries', () => {
  const item = v.pipe(wireRecord, v.object({ id: wireText }));
  it('leaves out damaged entries and keeps the rest', () => {
    expect(parseWire(wireListSkippingBad(item), [{ id: 'a' }, { nope: 1 }, { id: 'c' }])).toEqual(
      ok([{ id: 'a' }, { id: 'c' }]),
    );
  });
  it('still fails when no entry can be read, or when it is not a list', () => {
    expect(parseWire(wireListSkippingBad(item), [{ nope: 1 }]).ok).toBe(false);
    expect(parseWire(wireListSkippingBad(item), 'text').ok).toBe(false);
    expect(parseWire(wireListSkippingBad(item), [])).toEqual(ok([]));
  });
});

describe('the one field an answer wraps its value in', () => {
  const url = firstOf(wireField('url', wireText, ['iframe', 'link']), wireText);
  it('reads the field, or the first of its other spellings that is present', () => {
    expect(parseWire(url, { url: 'https://a.example/' })).toEqual(ok('https://a.example/'));
    expect(parseWire(url, { url: null, link: 'https://b.example/' })).toEqual(ok('https://b.example/'));
    expect(parseWire(url, { iframe: 'https://c.example/', link: 'https://d.example/' })).toEqual(
      ok('https://c.example/'),
    );
    expect(parseWire(url, ' https://e.example/ ')).toEqual(ok('https://e.example/'));
  });
  it('fails on an answer without it, naming the field', () => {
    expect(parseWire(wireField('token', wireText), { other: 'x' })).toMatchObject({
      ok: false,
      error: { path: 'token' },
    });
    expect(parseWire(wireField('token', wireText), 'bare').ok).toBe(false);
  });
});

describe('the HTML of a widget with its own code', () => {
  it('is markup with an element, sent bare or wrapped', () => {
    expect(parseWire(WidgetHtmlSchema, '<div id="wheel"></div><script>go()</script>')).toEqual(
      ok('<div id="wheel"></div><script>go()</script>'),
    );
    expect(parseWire(WidgetHtmlSchema, { html: 'Spin <b>now</b>' })).toEqual(ok('Spin <b>now</b>'));
    expect(parseWire(WidgetHtmlSchema, '<br/>')).toEqual(ok('<br/>'));
  });

  it.each(['{"oops": [1, 2', '[{"unexpected":true}]', 'just words', '3 < 4 > 2', ''])(
    'refuses %j',
    (body) => {
      expect(parseWire(WidgetHtmlSchema, body).ok).toBe(false);
    },
  );
});
