import { describe, expect, it } from 'vitest';
import { exhaustiveSwitchError } from './exhaustive.ts';

describe('exhaustive switch', () => {
  it('throws naming the value that escaped its type', () => {
    expect(() => exhaustiveSwitchError('surprise' as never)).toThrow('Unknown switch value: surprise');
  });

  it('names the discriminating property of an object', () => {
    expect(() => exhaustiveSwitchError({ name: 'odd' } as never, 'name')).toThrow(
      'Unknown switch value: odd',
    );
    expect(() => exhaustiveSwitchError(null as never, 'name')).toThrow('Unknown switch value: null');
    expect(() => exhaustiveSwitchError({ name: 'odd' } as never)).toThrow(
      'Unknown switch value: [object Object]',
    );
    expect(() => exhaustiveSwitchError('plain' as never, 'name')).toThrow('Unknown switch value: plain');
  });
});
