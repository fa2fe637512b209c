import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy.tsx';

const Panel: ComponentType<{ label: string }> = () => null;

describe('lazyWithPreload', () => {
  it('downloads once however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ default: Panel }));
    const overlay = lazyWithPreload(load);
    overlay.preload();
    overlay.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download, with a fresh lazy component', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType<{ label: string }> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Panel });
    const overlay = lazyWithPreload(load);
    const first = overlay.Component;
    overlay.preload();
    await vi.waitFor(() => expect(overlay.Component).not.toBe(first));
    overlay.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
