/**
 * The demo casino: a stateful model of the platform behind §7. It answers in wire shapes (the handlers
 * only serialise and encode), keeps the player's changes for the browser session, and exposes switches and
 * a login stand-in for the demo panel.
 *
 * This class is the casino's front desk: each call is answered by the room of the platform it belongs to
 * (casino/: games, play, wallet, coupons, loyalty, promotions, widgets, messages, config), all over one
 * shared state (casino/state.ts).
 */
import type { CallName } from '../api/calls.ts';
import type { RuntimeEnv } from '../api/env.ts';
import * as configRoom from './casino/config.ts';
import * as coupons from './casino/coupons.ts';
import * as games from './casino/games.ts';
import * as loyalty from './casino/loyalty.ts';
import * as messages from './casino/messages.ts';
import * as play from './casino/play.ts';
import * as promotions from './casino/promotions.ts';
import { CasinoState, type DemoCasinoOptions, type DemoListener } from './casino/state.ts';
import * as wallet from './casino/wallet.ts';
import * as widgets from './casino/widgets.ts';
import type { WireCatalogue, WireGame } from './catalogue/wire.ts';
import { translationFile } from './content/translations.ts';
import type { DemoFault, DemoProfile, DemoSettings } from './settings.ts';

export type { DemoCasinoOptions, DemoListener };

export class DemoCasino {
  readonly env: RuntimeEnv;
  readonly now: () => number;
  private readonly casino: CasinoState;

  constructor(options: DemoCasinoOptions) {
    this.casino = new CasinoState(options);
    this.env = this.casino.env;
    this.now = this.casino.now;
  }

  // --- switches and login -------------------------------------------------------------------------------

  get settings(): DemoSettings {
    return this.casino.settings;
  }

  /** Changes switches (the demo panel); kept for the session. */
  update(change: Partial<DemoSettings>): DemoSettings {
    return this.casino.update(change);
  }

  subscribe(listener: DemoListener): () => void {
    return this.casino.subscribe(listener);
  }

  /** The platform's login, stood in: the next getconfig answers this player. */
  login(profile: Exclude<DemoProfile, 'guest'> = 'new'): DemoSettings {
    return this.update({ profile });
  }

  logout(): DemoSettings {
    return this.update({ profile: 'guest' });
  }

  get isLoggedIn(): boolean {
    return this.settings.profile !== 'guest';
  }

  /** The fault switched on for a call, if any. */
  faultFor(call: CallName): DemoFault | null {
    return this.settings.faults[call] ?? null;
  }

  setFault(call: CallName, fault: DemoFault | null): DemoSettings {
    const faults = { ...this.settings.faults };
    if (fault === null) delete faults[call];
    else faults[call] = fault;
    return this.update({ faults });
  }

  /** Forgets everything the players changed this session. */
  resetState(): void {
    this.casino.resetState();
  }

  // --- catalogue and config ---------------------------------------------------------------------------------

  /** The generated catalogue (cached per seed, size, variant and day). */
  catalogue(): WireCatalogue {
    return this.casino.catalogue();
  }

  game(shortname: string): WireGame | null {
    return this.casino.game(shortname);
  }

  /** ?getconfig: the casino and the player. */
  config(): unknown {
    return configRoom.config(this.casino);
  }

  /** ?getgames. */
  games(): WireCatalogue {
    return this.catalogue();
  }

  favoritesBody(): unknown {
    return games.favoritesBody(this.casino);
  }

  setFavorite(form: URLSearchParams): unknown {
    return games.setFavorite(this.casino, form);
  }

  gameLock(form: URLSearchParams): unknown {
    return games.gameLock(this.casino, form);
  }

  keepPlaying(): unknown {
    return games.keepPlaying(this.casino);
  }

  suggest(): unknown {
    return games.suggest(this.casino);
  }

  translations(lang: string, name: string): Record<string, string> | null {
    return translationFile(lang, name, this.catalogue().providers);
  }

  // --- playing ------------------------------------------------------------------------------------------------

  launch(form: URLSearchParams): unknown {
    return play.launch(this.casino, form);
  }

  token(): unknown {
    return play.token(this.casino);
  }

  liveDealer(form: URLSearchParams): unknown {
    return play.liveDealer(form);
  }

  // --- wallet and cashier ---------------------------------------------------------------------------------------

  balanceBody(): unknown {
    return wallet.balanceBody(this.casino);
  }

  pendingWithdrawals(): unknown {
    return wallet.pendingWithdrawals(this.casino);
  }

  cancelWithdrawal(id: string, methodName: string): unknown {
    return wallet.cancelWithdrawal(this.casino, id, methodName);
  }

  quickDepositCheck(): unknown {
    return wallet.quickDepositCheck(this.casino);
  }

  processDeposit(form: URLSearchParams): wallet.DepositOutcomeBody {
    return wallet.processDeposit(this.casino, form);
  }

  cancelCoupon(code: string): unknown {
    return coupons.cancelCoupon(this.casino, code);
  }

  redeemCoupon(form: URLSearchParams): unknown {
    return coupons.redeemCoupon(this.casino, form);
  }

  // --- loyalty ------------------------------------------------------------------------------------------------

  dfsFlags(): unknown {
    return loyalty.dfsFlags(this.casino);
  }

  dailyFreeSpins(): unknown {
    return loyalty.dailyFreeSpins(this.casino);
  }

  sendFreeSpinEmail(): unknown {
    return loyalty.sendFreeSpinEmail(this.casino);
  }

  emailClickCheck(): unknown {
    return loyalty.emailClickCheck(this.casino);
  }

  redeemDfs(validation: unknown): unknown {
    return loyalty.redeemDfs(this.casino, validation);
  }

  // --- tournaments and promotions -------------------------------------------------------------------------------

  tournaments(form: URLSearchParams): unknown {
    return promotions.tournaments(this.casino, form);
  }

  tournamentsLobby(): unknown {
    return promotions.tournamentsLobby();
  }

  promos(form: URLSearchParams): unknown {
    return promotions.promos(this.casino, form);
  }

  // --- widgets and messages -------------------------------------------------------------------------------------

  winners(): unknown {
    return widgets.winners(this.casino);
  }

  gameOfTheMonth(): unknown {
    return widgets.gameOfTheMonth(this.casino);
  }

  stickyBanner(): unknown {
    return widgets.stickyBanner(this.casino);
  }

  raf(): unknown {
    return widgets.raf(this.casino);
  }

  widgets(): unknown {
    return widgets.widgets();
  }

  widgetHtml(name: 'escapepod' | 'crewpon' | 'fortuneteller'): unknown {
    return widgets.widgetHtml(name);
  }

  widgetAssets(controller: 'wpc2' | 'synth'): unknown {
    return widgets.widgetAssets(controller);
  }

  widgetMarkup(controller: 'wpc2' | 'synth'): string {
    return widgets.widgetMarkup(controller);
  }

  messages(): unknown {
    return messages.messages(this.casino);
  }

  unread(): unknown {
    return messages.unread(this.casino);
  }
}
