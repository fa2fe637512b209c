import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstContentDeps } from './first-content.ts';

// the module keeps the page's one watch: each test takes a fresh copy
async function fresh() {
  vi.resetModules();
  return import('./first-content.ts');
}

/** A promise with its resolve function, to release a step of the watch by hand. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** A stand-in picture: an event target with the `complete` flag the watch reads. */
function picture(complete = false) {
  return Object.assign(new EventTarget(), { complete }) as unknown as HTMLImageElement;
}

function deps(overrides: Partial<FirstContentDeps> = {}): FirstContentDeps {
  return {
    arrived: () => Promise.resolve(),
    pendingImages: () => [],
    nextFrame: () => Promise.resolve(),
    idle: () => Promise.resolve(),
    wait: () => new Promise(() => {}),
    maxWaitMs: 4000,
    ...overrides,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('first content', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts as shown, and runs deferred work at once, when nobody watches (Storybook, tests)', async () => {
    const { firstContent, afterFirstContent } = await fresh();
    expect(firstContent.shown).toBe(true);
    const task = vi.fn();
    afterFirstContent(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the data, then for the pictures on screen, then for an idle moment', async () => {
    const { firstContent, watchFirstContent, afterFirstContent } = await fresh();
    const arrived = gate();
    const idle = gate();
    const image = picture();
    const steps: string[] = [];
    const watch = watchFirstContent(
      deps({
        arrived: () => arrived.promise.then(() => void steps.push('arrived')),
        pendingImages: () => {
          steps.push('images');
          return [image];
        },
        idle: () => {
          steps.push('idle');
          return idle.promise;
        },
      }),
    );
    const task = vi.fn();
    afterFirstContent(task);
    expect(firstContent.shown).toBe(false);

    arrived.open();
    await flush();
    expect(steps).toEqual(['arrived', 'images']);
    expect(firstContent.shown).toBe(false);

    image.dispatchEvent(new Event('load'));
    await flush();
    expect(steps).toEqual(['arrived', 'images', 'idle']);
    expect(firstContent.shown).toBe(false);
    expect(task).not.toHaveBeenCalled();

    idle.open();
    await watch;
    expect(firstContent.shown).toBe(true);
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a picture that failed, nor for one already loaded', async () => {
    const { firstContent, watchFirstContent } = await fresh();
    const failing = picture();
    const done = picture(true);
    const watch = watchFirstContent(deps({ pendingImages: () => [failing, done] }));
    await flush();
    expect(firstContent.shown).toBe(false);
    failing.dispatchEvent(new Event('error'));
    await watch;
    expect(firstContent.shown).toBe(true);
  });

  it('waits for the pictures the window shows once the browser has told which they are', async () => {
    const { firstContent, watchFirstContent } = await fresh();
    const onScreen = picture();
    const answer = gate();
    const watch = watchFirstContent(deps({ pendingImages: () => answer.promise.then(() => [onScreen]) }));
    await flush();
    expect(firstContent.shown).toBe(false);
    answer.open();
    await flush();
    // the answer named a picture still loading: the watch goes on waiting for it
    expect(firstContent.shown).toBe(false);
    onScreen.dispatchEvent(new Event('load'));
    await watch;
    expect(firstContent.shown).toBe(true);
  });

  it('waits for a page that holds the first screen until its own content is shown', async () => {
    const { firstContent, watchFirstContent, holdFirstContent, holdsReleased } = await fresh();
    const arrived = gate();
    const watch = watchFirstContent(deps({ arrived: () => arrived.promise, released: holdsReleased }));
    // the page mounts (and holds) once the games have arrived
    const release = holdFirstContent();
    arrived.open();
    await flush();
    expect(firstContent.shown).toBe(false);
    release();
    await watch;
    expect(firstContent.shown).toBe(true);
  });

  it('looks for a hold only once the browser is idle, so a page still being drawn can take it', async () => {
    const { firstContent, watchFirstContent, holdFirstContent, holdsReleased } = await fresh();
    const idle = gate();
    let idleCalls = 0;
    const watch = watchFirstContent(
      deps({
        released: holdsReleased,
        idle: () => {
          idleCalls += 1;
          // the first idle moment comes after the page's last slice; later ones at once
          return idleCalls === 1 ? idle.promise : Promise.resolve();
        },
      }),
    );
    await flush();
    expect(firstContent.shown).toBe(false);
    // the page is drawn (and holds) after the data arrived but before the browser was idle
    const release = holdFirstContent();
    idle.open();
    await flush();
    expect(firstContent.shown).toBe(false);
    release();
    await watch;
    expect(firstContent.shown).toBe(true);
  });

  it('lets go only when every hold is released; a release twice counts once', async () => {
    const { holdFirstContent, holdsReleased, watchFirstContent } = await fresh();
    void watchFirstContent(deps({ arrived: () => new Promise(() => {}) }));
    const first = holdFirstContent();
    const second = holdFirstContent();
    let through = false;
    void holdsReleased().then(() => {
      through = true;
    });
    first();
    first();
    await flush();
    expect(through).toBe(false);
    second();
    await flush();
    expect(through).toBe(true);
  });

  it('holds nothing once the first screen is up, or where nobody watches it', async () => {
    const { holdFirstContent, holdsReleased } = await fresh();
    holdFirstContent();
    let through = false;
    void holdsReleased().then(() => {
      through = true;
    });
    await flush();
    expect(through).toBe(true);
  });

  it('gives up waiting after the longest wait, when the data never comes', async () => {
    const { firstContent, watchFirstContent } = await fresh();
    const timeout = gate();
    const waited: number[] = [];
    const watch = watchFirstContent(
      deps({
        arrived: () => new Promise(() => {}),
        wait: (ms) => {
          waited.push(ms);
          return timeout.promise;
        },
        maxWaitMs: 1234,
      }),
    );
    await flush();
    expect(firstContent.shown).toBe(false);
    timeout.open();
    await watch;
    expect(waited).toEqual([1234]);
    expect(firstContent.shown).toBe(true);
  });

  it('runs deferred tasks one per task of the browser, in order, and keeps going when one throws', async () => {
    const { watchFirstContent, afterFirstContent } = await fresh();
    const arrived = gate();
    const watch = watchFirstContent(deps({ arrived: () => arrived.promise }));
    const order: string[] = [];
    afterFirstContent(() => {
      order.push('fonts');
    });
    afterFirstContent(() => {
      order.push('broken');
      throw new Error('boom');
    });
    afterFirstContent(() => {
      order.push('cache');
    });
    arrived.open();
    await watch;
    expect(order).toEqual([]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await flush();
    expect(order).toEqual(['fonts']);
    await flush();
    expect(order).toEqual(['fonts', 'broken']);
    expect(logged).toHaveBeenCalledWith('Work deferred past the first screen failed', expect.any(Error));
    await flush();
    expect(order).toEqual(['fonts', 'broken', 'cache']);
    logged.mockRestore();
    // after the watch, later work still gets a task of its own
    afterFirstContent(() => {
      order.push('later');
    });
    expect(order).toHaveLength(3);
    await flush();
    expect(order.at(-1)).toBe('later');
  });
});
