import { describe, expect, it } from 'vitest';
import {
  favQueryOutcome,
  playQueryTarget,
  returnPageOrHome,
  toSafeInternalPath,
  toSafeProvider,
  toSafeShortname,
} from './return-path.ts';

/**
 * Open-redirect payloads: each would take the browser off the lobby (another host, a script URL, a path
 * above the base) if it were used as a navigation target.
 */
const REDIRECT_PAYLOADS = [
  '//evil.invalid',
  '///evil.invalid',
  'https://evil.invalid',
  'http://evil.invalid/',
  'https:evil.invalid',
  'http:\\\\evil.invalid',
  '/\\evil.invalid',
  '\\\\evil.invalid',
  '\\/evil.invalid',
  '/\t/evil.invalid',
  '/\n/evil.invalid',
  '\t//evil.invalid',
  ' //evil.invalid',
  '%2F%2Fevil.invalid',
  '/%2F%2Fevil.invalid',
  '/%5Cevil.invalid',
  '/%09/evil.invalid',
  '/@evil.invalid',
  '//lobby@evil.invalid',
  'https://127.0.0.1@evil.invalid/',
  '/..//evil.invalid',
  '/../../evil.invalid',
  'javascript:__xss("r")',
  'JaVaScRiPt:__xss("r")',
  'java\tscript:__xss("r")',
  'data:text/html,<script>__xss("r")</script>',
  'vbscript:msgbox(1)',
  '／／evil.invalid',
  '〱evil.invalid',
  '//evil.invalid/%2e%2e',
] as const;

describe('open-redirect payloads', () => {
  it.each(REDIRECT_PAYLOADS)('%j is no internal path, return page, game or provider', (payload) => {
    expect(toSafeInternalPath(payload)).toBeNull();
    expect(returnPageOrHome(payload)).toBe('/');
    expect(toSafeShortname(payload)).toBeNull();
    expect(toSafeProvider(payload)).toBeNull();
    expect(playQueryTarget(payload, null, true)).toBeNull();
    expect(favQueryOutcome(payload, null, false)).toBeNull();
  });

  it.each(REDIRECT_PAYLOADS)('as a provider (`by`) %j is dropped and the game stays inside', (payload) => {
    expect(playQueryTarget('cash-bandits', payload, true)).toBe('/play/cash-bandits');
    expect(favQueryOutcome('cash-bandits', payload, false)).toEqual({
      kind: 'store-and-go',
      favourite: { shortname: 'cash-bandits', provider: null },
      to: '/favorites',
    });
  });

  it('still accepts the lobby’s own paths', () => {
    expect(returnPageOrHome('/providers/betsoft?page=2')).toBe('/providers/betsoft?page=2');
    expect(returnPageOrHome('/category/online-slots')).toBe('/category/online-slots');
  });
});
