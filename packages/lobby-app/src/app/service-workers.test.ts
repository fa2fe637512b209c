import { describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_SCRIPT, forgetDemoWorker } from './service-workers.ts';

function registration(script: string, state: 'active' | 'waiting' | 'installing' = 'active') {
  const unregister = vi.fn(async () => true);
  return {
    registration: {
      active: null,
      waiting: null,
      installing: null,
      [state]: { scriptURL: script },
      unregister,
    } as unknown as ServiceWorkerRegistration,
    unregister,
  };
}

describe('removing the demo casino worker', () => {
  it('unregisters the demo worker only, and leaves the lobby’s own', async () => {
    const demo = registration(`https://casino.example/lobby/${DEMO_WORKER_SCRIPT}`);
    const own = registration('https://casino.example/lobby/sw.js');
    const other = registration('https://casino.example/other/worker.js', 'waiting');
    const container = {
      getRegistrations: async () => [own.registration, demo.registration, other.registration],
    };
    expect(await forgetDemoWorker(container)).toBe(1);
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(own.unregister).not.toHaveBeenCalled();
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('finds a demo worker still installing', async () => {
    const demo = registration(`https://x.example/${DEMO_WORKER_SCRIPT}?v=2`, 'installing');
    expect(await forgetDemoWorker({ getRegistrations: async () => [demo.registration] })).toBe(1);
  });

  it('does nothing without service workers, and never throws', async () => {
    expect(await forgetDemoWorker(undefined)).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = {
      getRegistrations: async () => {
        throw new Error('SecurityError');
      },
    };
    expect(await forgetDemoWorker(refusing)).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
