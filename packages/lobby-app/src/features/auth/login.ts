import { loginAddress } from '@lobby/domain';
import type { DemoProfile } from '../../../demo-casino/settings.ts';
import { leaveFor } from '../../state/leave-for.ts';
import { services } from '../../state/services.ts';
import { ui } from '../../state/ui.ts';

/**
 * Where the login prompt's Log In leads: the platform's login page (env.json `loginPage`, by default `login`
 * under the base location) with `returnurl` set to the lobby path `returnTo` under the router's base path
 * (`base`: '' or '/casino'), or null on the demo casino without a login page, whose own sign-in stands in for
 * the platform's.
 */
export function platformLoginHref(returnTo: string, base: string): string | null {
  const page = services.env?.loginPage ?? null;
  return page === null ? null : loginAddress(page, returnTo, `${base}/`);
}

/**
 * Logs in through the demo casino's stand-in for the platform login, then boots again as that player and
 * goes to the return path. Against a real platform the login page is the platform's own; the demo never
 * pretends otherwise.
 */
export async function demoLogin(
  profile: Exclude<DemoProfile, 'guest'>,
  returnTo: string,
  navigate: (to: string) => void,
) {
  const demo = services.demo;
  if (!demo) return;
  await demo.casino.login(profile);
  ui.loginPrompt = null;
  await services.restart();
  navigate(returnTo);
}

/**
 * Logs out: the platform's logout page (env.json `logoutPage`, by default `logout` under the base location),
 * or, on the demo casino without one, the demo's own logout and a new start as a guest.
 */
export async function logOut(navigate: (to: string) => void) {
  const page = services.env?.logoutPage ?? null;
  if (page !== null) {
    leaveFor(page);
    return;
  }
  const demo = services.demo;
  if (!demo) return;
  await demo.casino.logout();
  await services.restart();
  navigate('/');
}
