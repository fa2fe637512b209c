import { describe, expect, it } from 'vitest';
import { gameKey, parseGame, parseWeekdays } from './game.ts';
import { schedule } from './testing/multipliers.ts';

describe('parsing one game', () => {
  it('reads PHP-style flags, numeric strings and nulls', () => {
    const parsed = parseGame({
      id: 17,
      name: 'Cash Bandits',
      display_name: null,
      shortname: ' cash-bandits ',
      category: 'Online-Slots',
      jackpot: '1,250.50',
      themes: 'pirates, heist',
      features: ['free-spins', { shortname: 'wilds' }, { name: 'Bonus' }, null, ''],
      provider: 'rtg',
      release_date: '2023-05-01 10:00:00',
      sub_groups: ['top-games'],
      sub_groups_with_sort: [
        { name: 'top-games', order: '3' },
        { name: '' },
        'junk',
        { shortname: 'popular-games' },
      ],
      synth: '0',
      pre_release: '1',
      game_lock: null,
      jackpot_multiplier: '',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        id: '17',
        name: 'Cash Bandits',
        displayName: 'Cash Bandits',
        shortname: 'cash-bandits',
        category: 'online-slots',
        jackpot: 1250.5,
        themes: ['pirates', 'heist'],
        features: ['free-spins', 'wilds', 'Bonus'],
        provider: 'rtg',
        releaseDate: '2023-05-01 10:00:00',
        releaseTime: Date.UTC(2023, 4, 1, 10),
        subGroups: ['top-games'],
        subGroupsWithSort: [
          { name: 'top-games', order: 3 },
          { name: 'popular-games', order: Number.POSITIVE_INFINITY },
        ],
        synth: false,
        exclusive: true,
        gameLock: null,
        jackpotMultiplier: null,
        isNew: false,
      },
    });
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['YES', true],
    [false, false],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
    ['', false],
    [2, false],
  ])('reads synth %j as %s', (synth, expected) => {
    const parsed = parseGame({ shortname: 'g', synth });
    expect(parsed.ok && parsed.value.synth).toBe(expected);
  });

  it('fills every missing field with a default', () => {
    const parsed = parseGame({ shortname: 99 });
    expect(parsed.ok && parsed.value).toMatchObject({
      id: '99',
      name: '99',
      displayName: '99',
      category: '',
      jackpot: 0,
      themes: [],
      provider: '',
      releaseDate: null,
      releaseTime: null,
      synth: false,
      gameLock: null,
    });
  });

  it('uses the display name as the name when only it is sent', () => {
    const parsed = parseGame({ shortname: 'g', display_name: 'Shown' });
    expect(parsed.ok && [parsed.value.name, parsed.value.displayName]).toEqual(['Shown', 'Shown']);
  });

  it('treats a negative or unreadable jackpot as none', () => {
    for (const jackpot of [-5, 'lots', null, Number.NaN, '']) {
      const parsed = parseGame({ shortname: 'g', jackpot });
      expect(parsed.ok && parsed.value.jackpot).toBe(0);
    }
  });

  it('drops an unreadable release date', () => {
    for (const release_date of ['soon', '2023-13-01', '2023-00-10', '2023-01-00', '2023-01-32']) {
      const parsed = parseGame({ shortname: 'g', release_date });
      expect(parsed.ok && [parsed.value.releaseDate, parsed.value.releaseTime]).toEqual([null, null]);
    }
    const plain = parseGame({ shortname: 'g', release_date: '2023-01-31' });
    expect(plain.ok && plain.value.releaseTime).toBe(Date.UTC(2023, 0, 31));
  });

  it('refuses a game without a shortname, saying why', () => {
    expect(parseGame({ name: 'x' })).toEqual({ ok: false, error: expect.stringMatching(/^shortname: /) });
    expect(parseGame({ shortname: '   ' })).toEqual({
      ok: false,
      error: 'shortname: a game needs a shortname',
    });
    expect(parseGame('game')).toMatchObject({ ok: false });
  });

  it('reads a lock with its reason and event', () => {
    const parsed = parseGame({
      shortname: 'g',
      game_lock: {
        lock_by: 'EVENT',
        visible_event: 'signup',
        target_date: '2024-05-01',
        display_name: 'Soon',
        game_name: 'G',
        img_portrait: 'p.jpg',
        img_landscape: '',
      },
    });
    expect(parsed.ok && parsed.value.gameLock).toEqual({
      lockBy: 'event',
      visibleEvent: 'signup',
      targetDate: '2024-05-01',
      displayName: 'Soon',
      gameName: 'G',
      imgPortrait: 'p.jpg',
      imgLandscape: null,
    });
  });

  it('reads a bare truthy lock as locked for an unknown reason, and falsy ones as unlocked', () => {
    const locked = parseGame({ shortname: 'g', game_lock: '1' });
    expect(locked.ok && locked.value.gameLock).toMatchObject({ lockBy: null, visibleEvent: null });
    const odd = parseGame({ shortname: 'g', game_lock: { lock_by: 'moon', visible_event: 'party' } });
    expect(odd.ok && odd.value.gameLock).toMatchObject({ lockBy: null, visibleEvent: null });
    for (const game_lock of [0, '0', false, '', null, []]) {
      const parsed = parseGame({ shortname: 'g', game_lock });
      expect(parsed.ok && parsed.value.gameLock).toBeNull();
    }
  });

  it('reads a jackpot multiplier with its schedule', () => {
    const parsed = parseGame({
      shortname: 'g',
      jackpot_multiplier: {
        type: 'Boosted',
        multipliers: [2, '3'],
        schedule: [
          { repeat_param: 'weekly', start_time: '10:00', end_time: '12:00', recurrence: ['monday', 'Fri'] },
        ],
      },
    });
    expect(parsed.ok && parsed.value.jackpotMultiplier).toEqual({
      type: 'boosted',
      multipliers: ['2', '3'],
      schedule: schedule({ repeat: 'weekly', startTime: '10:00', endTime: '12:00', weekdays: [1, 5] }),
    });
  });

  it('reads a multiplier without a schedule, or with an unknown repeat', () => {
    const plain = parseGame({ shortname: 'g', jackpot_multiplier: { multipliers: '2' } });
    expect(plain.ok && plain.value.jackpotMultiplier).toEqual({
      type: 'multiplier',
      multipliers: ['2'],
      schedule: null,
    });
    const odd = parseGame({
      shortname: 'g',
      jackpot_multiplier: { type: 'multiplier', schedule: { repeat_param: 'hourly' } },
    });
    expect(odd.ok && odd.value.jackpotMultiplier?.schedule?.repeat).toBeNull();
    const empty = parseGame({ shortname: 'g', jackpot_multiplier: { type: 'multiplier', schedule: [] } });
    expect(empty.ok && empty.value.jackpotMultiplier?.schedule).toBeNull();
  });
});

describe('a game in a list', () => {
  it('is told apart by provider and shortname, so two providers may share a shortname', () => {
    expect(gameKey({ provider: 'rtg', shortname: 'cash-bandits' })).toBe('rtg/cash-bandits');
    expect(gameKey({ provider: 'fusion', shortname: 'cash-bandits' })).not.toBe(
      gameKey({ provider: 'rtg', shortname: 'cash-bandits' }),
    );
  });
});

describe('weekdays of a weekly schedule', () => {
  it('reads names, short names and numbers, with 0 and 7 both Sunday', () => {
    expect(parseWeekdays(['sunday', 'Sat'])).toEqual([0, 6]);
    expect(parseWeekdays('1,3,7')).toEqual([0, 1, 3]);
    expect(parseWeekdays(0)).toEqual([0]);
    expect(parseWeekdays([2, '4'])).toEqual([2, 4]);
  });

  it('ignores what is not a weekday', () => {
    expect(parseWeekdays(['8', '-1', '1.5', 'someday', 'mo', 'monkey', null])).toEqual([]);
    expect(parseWeekdays(undefined)).toEqual([]);
  });
});

describe('details that mutation testing showed untested', () => {
  const read = (raw: Record<string, unknown>) => {
    const parsed = parseGame({ shortname: 'g', ...raw });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };

  it('reads a release date only from the start of the text, with its time', () => {
    expect(read({ release_date: 'released 2023-05-01' }).releaseTime).toBeNull();
    expect(read({ release_date: '2023-12-01 10:30' }).releaseTime).toBe(Date.UTC(2023, 11, 1, 10, 30));
    expect(read({ release_date: '2023-05-01T10:30:45' }).releaseTime).toBe(Date.UTC(2023, 4, 1, 10, 30, 45));
  });

  it('reads each lock reason and event', () => {
    expect(read({ game_lock: { lock_by: 'player_class' } }).gameLock?.lockBy).toBe('player_class');
    expect(read({ game_lock: { lock_by: 'event', visible_event: 'Deposit' } }).gameLock?.visibleEvent).toBe(
      'deposit',
    );
    expect(read({ game_lock: ['x'] }).gameLock).toMatchObject({ lockBy: null });
  });

  it('reads each multiplier repeat', () => {
    for (const repeat of ['one_time', 'daily', 'weekly']) {
      expect(
        read({ jackpot_multiplier: { schedule: { repeat_param: repeat.toUpperCase() } } }).jackpotMultiplier
          ?.schedule?.repeat,
      ).toBe(repeat);
    }
  });
});
