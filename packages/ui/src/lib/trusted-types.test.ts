import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's factory: remembers the policies made and wraps what they return. */
function factory() {
  const made: string[] = [];
  return {
    made,
    createPolicy(name: string, rules: { createHTML(s: string): string; createScriptURL(s: string): string }) {
      made.push(name);
      return {
        createHTML: (input: string) => ({ html: rules.createHTML(input) }),
        createScriptURL: (input: string) => ({ url: rules.createScriptURL(input) }),
      };
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./trusted-types.ts');
}

describe('the lobby’s Trusted Types policy', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { baseURI: 'https://lobby.example/casino/' });
    vi.stubGlobal('window', { location: { origin: 'https://lobby.example' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is made once, under the name the policy header lists, and wraps markup', async () => {
    const types = factory();
    vi.stubGlobal('trustedTypes', types);
    const { TRUSTED_TYPES_POLICY, trustedHtml } = await freshModule();
    expect(trustedHtml('<p>a</p>')).toEqual({ html: '<p>a</p>' });
    trustedHtml('<p>b</p>');
    expect(types.made).toEqual([TRUSTED_TYPES_POLICY]);
  });

  it('accepts the lobby’s own worker scripts and refuses any other origin', async () => {
    vi.stubGlobal('trustedTypes', factory());
    const { trustedScriptUrl } = await freshModule();
    expect(trustedScriptUrl('sw.js')).toEqual({ url: 'https://lobby.example/casino/sw.js' });
    expect(() => trustedScriptUrl('https://evil.example/sw.js')).toThrow(/evil\.example/);
  });

  it('gives text back unchanged where the browser has no Trusted Types, with the same origin rule', async () => {
    const { trustedHtml, trustedScriptUrl } = await freshModule();
    expect(trustedHtml('<p>a</p>')).toBe('<p>a</p>');
    expect(trustedScriptUrl(new URL('https://lobby.example/sw.js'))).toBe('https://lobby.example/sw.js');
    expect(() => trustedScriptUrl('//evil.example/sw.js')).toThrow(TypeError);
  });
});
