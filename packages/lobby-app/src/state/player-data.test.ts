import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapStorage } from '../testing/storage.ts';

let local: ReturnType<typeof mapStorage>;
let session: ReturnType<typeof mapStorage>;
const forgotten: (string | null)[] = [];

beforeEach(() => {
  vi.resetModules();
  forgotten.length = 0;
  local = mapStorage();
  session = mapStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
  // the browser database of the offline player is not reached: its module is asked to forget a player
  vi.doMock('./keep-player.ts', () => ({
    forgetPlayerForOffline: async (pid: string | null = 'in-session') => {
      forgotten.push(pid);
    },
  }));
});

afterEach(() => {
  vi.doUnmock('./keep-player.ts');
  vi.unstubAllGlobals();
});

/** A player's session as it is left behind: every per-player key filled in. */
function fillAsPlayer(pid: string) {
  local.setItem('data_owner', `player:${pid}`);
  session.setItem('data_owner', `player:${pid}`);
  local.setItem('my50free', 'displayed');
  session.setItem('recent_games', '[{"shortname":"cash-wolf","provider":"rtg"}]');
  session.setItem('lobby.messagecenter', '{"at":1,"body":{"messages":[]}}');
  session.setItem('game_start_balance', '25');
  session.setItem('cashier_tooltip_at', '1');
  session.setItem('pending_favourite', '{"shortname":"cash-wolf","provider":"rtg"}');
  // not a player's: stays whoever comes
  local.setItem('language', 'de');
}

describe("each player's data in the browser", () => {
  it('tells whether a player or a guest was here last, and nobody on a first visit', async () => {
    const { claimPlayerData, playerWasHere } = await import('./player-data.ts');
    expect(playerWasHere()).toBe(false);
    await claimPlayerData('P-1');
    expect(playerWasHere()).toBe(true);
    await claimPlayerData(null);
    expect(playerWasHere()).toBe(false);
  });

  it('keeps everything for the same player', async () => {
    const { claimPlayerData } = await import('./player-data.ts');
    fillAsPlayer('P-1');
    await claimPlayerData('P-1');
    expect(session.map.size).toBe(6);
    expect(local.getItem('my50free')).toBe('displayed');
    expect(forgotten).toEqual([]);
  });

  it("leaves none of one player's data to the next, and forgets the first one's offline copy", async () => {
    const { claimPlayerData } = await import('./player-data.ts');
    fillAsPlayer('P-1');
    await claimPlayerData('P-2');
    expect([...session.map]).toEqual([['data_owner', 'player:P-2']]);
    expect([...local.map].sort()).toEqual([
      ['data_owner', 'player:P-2'],
      ['language', 'de'],
    ]);
    expect(forgotten).toEqual(['P-1']);
  });

  it('leaves nothing to a guest after a player, and says when the offline copy is gone at a logout', async () => {
    const { releasePlayerData } = await import('./player-data.ts');
    fillAsPlayer('P-1');
    await releasePlayerData();
    expect([...session.map]).toEqual([['data_owner', 'guest']]);
    expect(local.getItem('my50free')).toBeNull();
    // the mark's player, and the player of the session (also when an older build left no mark)
    expect(forgotten).toEqual(['P-1', 'in-session']);
  });

  it('lets a guest who logs in carry the favourite and the offer they chose, and nothing else of the visit', async () => {
    const { claimPlayerData } = await import('./player-data.ts');
    await claimPlayerData(null);
    session.setItem('pending_favourite', '{"shortname":"cash-wolf","provider":"rtg"}');
    local.setItem('my50free', 'displayed');
    session.setItem('recent_games', '[{"shortname":"fire-mines","provider":"rtg"}]');
    await claimPlayerData('P-1');
    expect(session.getItem('pending_favourite')).toContain('cash-wolf');
    expect(local.getItem('my50free')).toBe('displayed');
    expect(session.getItem('recent_games')).toBeNull();
    expect(session.getItem('data_owner')).toBe('player:P-1');
    expect(forgotten).toEqual([]);
  });

  it("checks each area against its own mark: a tab's session keeps no older player's data", async () => {
    const { claimPlayerData } = await import('./player-data.ts');
    fillAsPlayer('P-1');
    // another tab already handed localStorage to P-2
    local.setItem('data_owner', 'player:P-2');
    await claimPlayerData('P-2');
    expect(session.getItem('recent_games')).toBeNull();
    expect(session.getItem('data_owner')).toBe('player:P-2');
    expect(local.getItem('my50free')).toBe('displayed');
  });
});
