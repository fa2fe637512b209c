import { describe, expect, it, vi } from 'vitest';
import { readOfflinePlayer } from './offline-player.ts';

describe('the saved player without a browser database', () => {
  it('is no saved player, not an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(readOfflinePlayer(200)).resolves.toBeNull();
  });
});
