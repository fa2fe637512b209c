import { describe, expect, it } from 'vitest';
import { handOver, ownerMark, ownerPid } from './player-data.ts';

describe('the owner of the per-player stores', () => {
  it('marks a player by id and the guest apart, and reads the id back', () => {
    expect(ownerMark('P-1')).toBe('player:P-1');
    expect(ownerMark(null)).toBe('guest');
    expect(ownerPid(ownerMark('P-1'))).toBe('P-1');
    expect(ownerPid(ownerMark(null))).toBeNull();
    expect(ownerPid(null)).toBeNull();
    expect(ownerPid('player:')).toBeNull();
    expect(ownerPid('someone')).toBeNull();
  });

  it('keeps the stores for the same owner', () => {
    expect(handOver(ownerMark('P-1'), ownerMark('P-1'))).toBe('keep');
    expect(handOver(ownerMark(null), ownerMark(null))).toBe('keep');
  });

  it('lets a guest who logs in carry what they chose for their account, and nothing else', () => {
    expect(handOver(ownerMark(null), ownerMark('P-1'))).toBe('carry-guest-choices');
    expect(handOver(null, ownerMark('P-1'))).toBe('carry-guest-choices');
    expect(handOver('left by an older build', ownerMark('P-1'))).toBe('carry-guest-choices');
  });

  it('clears everything when a player leaves or another player comes', () => {
    expect(handOver(ownerMark('P-1'), ownerMark('P-2'))).toBe('clear');
    expect(handOver(ownerMark('P-1'), ownerMark(null))).toBe('clear');
    expect(handOver(null, ownerMark(null))).toBe('clear');
  });
});
