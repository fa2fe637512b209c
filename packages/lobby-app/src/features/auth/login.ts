import type { DemoProfile } from '../../../demo-casino/settings.ts';
import { services } from '../../state/services.ts';
import { ui } from '../../state/ui.ts';

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

export async function demoLogout(navigate: (to: string) => void) {
  const demo = services.demo;
  if (!demo) return;
  await demo.casino.logout();
  await services.restart();
  navigate('/');
}
