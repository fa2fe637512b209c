import { describe, expect, it } from 'vitest';
import {
  offlineAbilities,
  offlinePlayerRecord,
  offlinePlayerToShow,
  parseOfflinePlayer,
} from './offline-player.ts';

const ana = offlinePlayerRecord(
  { pid: '1001', fname: ' Ana ' },
  [
    { shortname: 'cleopatra', provider: 'rtg' },
    { shortname: 'aztec', provider: null },
  ],
  1_700_000_000_000,
);

describe('the offline player record', () => {
  it('keeps the id, the trimmed first name and the favourites, nothing else', () => {
    expect(ana).toEqual({
      pid: '1001',
      firstName: 'Ana',
      favourites: [{ shortname: 'cleopatra', provider: 'rtg' }, { shortname: 'aztec' }],
      savedAt: 1_700_000_000_000,
    });
  });

  it('reads back what it wrote', () => {
    expect(parseOfflinePlayer(JSON.parse(JSON.stringify(ana)))).toEqual(ana);
  });

  it('treats damaged storage as no record', () => {
    expect(parseOfflinePlayer(null)).toBeNull();
    expect(parseOfflinePlayer('{not json')).toBeNull();
    expect(parseOfflinePlayer({ ...ana, pid: '' })).toBeNull();
    expect(parseOfflinePlayer({ ...ana, pid: 1001 })).toBeNull();
    expect(parseOfflinePlayer({ ...ana, firstName: 7 })).toBeNull();
    expect(parseOfflinePlayer({ ...ana, favourites: 'cleopatra' })).toBeNull();
    expect(parseOfflinePlayer({ ...ana, savedAt: 'yesterday' })).toBeNull();
    expect(parseOfflinePlayer({ ...ana, savedAt: Number.NaN })).toBeNull();
  });

  it('leaves out favourites it cannot read and keeps the rest', () => {
    const raw = { ...ana, favourites: [{ shortname: 'cleopatra' }, 'junk', { shortname: '' }, null, {}] };
    expect(parseOfflinePlayer(raw)?.favourites).toEqual([{ shortname: 'cleopatra' }]);
  });
});

describe('which record an offline start shows', () => {
  it("shows the last player's own record", () => {
    expect(offlinePlayerToShow('1001', ana)).toEqual(ana);
  });

  it("never shows one player's record to another", () => {
    expect(offlinePlayerToShow('1002', ana)).toBeNull();
  });

  it('shows nobody when no one is marked as last (never here, or logged out) or the mark is damaged', () => {
    expect(offlinePlayerToShow(null, ana)).toBeNull();
    expect(offlinePlayerToShow('', ana)).toBeNull();
    expect(offlinePlayerToShow(1001, ana)).toBeNull();
  });

  it('shows nobody when the record is damaged', () => {
    expect(offlinePlayerToShow('1001', { pid: '1001' })).toBeNull();
  });
});

describe('what an offline player may do', () => {
  it('is read-only: no favourite changes, no real-money play, no deposits', () => {
    expect(offlineAbilities(ana)).toEqual({ changeFavourites: false, playForReal: false, deposit: false });
  });

  it('leaves everything to the usual rules online', () => {
    expect(offlineAbilities(null)).toEqual({ changeFavourites: true, playForReal: true, deposit: true });
  });
});
