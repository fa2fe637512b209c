// Story helper: a game tile for a story game, with generated thumbnails and spied callbacks. Not shipped.
import { type Game, isMultiplierActive } from '@lobby/domain';
import { fn } from 'storybook/test';
import { GameTile, type GameTileProps } from '../game-tile/GameTile.tsx';
import { providerName, STORY_NOW, storyThumbnail } from './fixtures.ts';

export const onStoryPlay = fn();
export const onStoryLocked = fn();

export function storyTile(game: Game, extra: Partial<GameTileProps> = {}) {
  const orientation = extra.orientation ?? 'portrait';
  return (
    <GameTile
      game={game}
      thumbnail={storyThumbnail(game, orientation)}
      onPlay={onStoryPlay}
      onLockedClick={onStoryLocked}
      multiplierActive={isMultiplierActive(game.jackpotMultiplier, STORY_NOW)}
      {...extra}
    />
  );
}

export function fusionTile(game: Game, extra: Partial<GameTileProps> = {}) {
  return storyTile(game, { providerName: providerName(game.provider), ...extra });
}
