import {
  type CasinoConfig,
  type Game,
  type LaunchedGame,
  type MoneyMode,
  moneySwitchTarget,
  offersFavourite,
  type Player,
  showsMoneySwitch,
} from '@lobby/domain';
import { useLocation } from 'wouter';
import { promptLogin } from '../../state/ui.ts';
import { toggleFavourite } from '../favourites/favourites.ts';
import { useFavouriteTexts } from '../favourites/texts.ts';
import { useFavouriteState } from '../favourites/use-favourite-state.ts';

export interface GameControlsInput {
  mode: 'play' | 'demo';
  shortname: string;
  provider: string | null;
  launched: LaunchedGame | null;
  catalogueGame: Game | undefined;
  gameName: string;
  synth: boolean;
  config: CasinoConfig | null;
  player: Player | null;
}

/**
 * The game page's own controls (§2): the favourite toggle of its header and rail, and the real/fun money
 * switch of its side menu with the move it makes (another page, or the login prompt).
 */
export function useGameControls(input: GameControlsInput) {
  const { mode, shortname, provider, launched, catalogueGame, gameName, synth, config, player } = input;
  const [, navigate] = useLocation();
  const favouriteTexts = useFavouriteTexts();
  const isGuest = player === null;
  const isFusion = config?.isFusion ?? false;
  const realMoney = mode === 'play';
  const money: MoneyMode = realMoney ? 'real' : 'fun';
  const favouriteGame = {
    shortname,
    provider: launched?.provider || provider || catalogueGame?.provider || '',
    displayName: gameName,
    releaseTime: catalogueGame?.releaseTime ?? null,
  };
  const { favourite, status } = useFavouriteState(favouriteGame, isGuest);
  const favouriteProps = {
    showFavourite: offersFavourite({ realMoney, isGuest, synth }),
    favourite,
    favouriteStatus: status,
    onFavouriteToggle: () => void toggleFavourite(favouriteGame, favouriteTexts, `/${mode}/${shortname}`),
  };
  const switchTo = (target: MoneyMode) => {
    const outcome = moneySwitchTarget(
      target,
      { shortname, provider: favouriteGame.provider },
      { isGuest, isFusion },
    );
    if (outcome.kind === 'navigate') navigate(outcome.to);
    else if (outcome.kind === 'login-prompt' || outcome.kind === 'login-button')
      promptLogin(outcome.returnTo);
  };
  const moneySwitch = showsMoneySwitch({
    isFusion,
    synth,
    isGuest,
    practicemode: player?.practicemode ?? false,
    mode: money,
  })
    ? { mode: money, onChange: switchTo }
    : null;
  return { favouriteProps, switchTo, moneySwitch };
}
