import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { proxy } from 'valtio';

/**
 * The lobby's start-up order, and its one way to put work off: `afterFirstContent` (a task), with
 * `useAfterFirstContent` and `<AfterFirstContent>` as its React forms.
 *
 * The first screen is up once the game list has arrived (or failed), the browser has painted it, the
 * pictures then inside the window have loaded (or failed) and the browser has had an idle moment
 * (`requestIdleCallback`, with a timeout), or at the latest after `FIRST_CONTENT_MAX_WAIT_MS`. What the first
 * screen does not need waits for it: the brand fonts, the demo panel, the offline copy of the catalogue,
 * the casino's extras (header widgets, sticky banner, refer-a-friend), the home rows past the first screen
 * and the home sections that make calls of their own. On a slow phone they would otherwise share the network
 * and the main thread with the games the player came to see. A page whose own content comes after the games
 * (promotions) holds the first screen until that content is shown (`holdFirstContent`).
 *
 * Deferred work runs one job per browser task, and the React forms re-render as a transition, which React
 * splits into short slices: a page of deferred sections never blocks a tap while it fills in. Before the
 * first screen, the page's own start (`main.tsx`, `app/boot.ts`) splits its steps with `nextTask`
 * (next-task.ts): the code's evaluation, the route's preload, the locale, the shell's render, and reading
 * the game list apart from drawing it, each a short task; the formatters' locale data loads in short tasks
 * while the casino answers (`app/warm-intl.ts`), not inside the render that draws the games.
 *
 * Further down the home page, the sections with code and calls of their own wait, past that, until the player
 * scrolls within a screen of them (`useNearView`, near-view.ts).
 *
 * Only the page's own start (`main.tsx`) starts the watch. Anywhere else (Storybook, tests) nobody does, and
 * the first screen counts as up from the beginning: everything renders at once, in one predictable order.
 */
export const firstContent = proxy({ shown: true });

/** The longest the first screen is waited for: past it, the deferred work starts anyway. */
export const FIRST_CONTENT_MAX_WAIT_MS = 4000;

export interface FirstContentDeps {
  /** Resolves once the page's data has arrived or failed. */
  readonly arrived: () => Promise<void>;
  /** Resolves once no page holds the first screen (see `holdFirstContent`). */
  readonly released?: () => Promise<void>;
  /** The pictures on screen that are still loading. */
  readonly pendingImages: () => readonly HTMLImageElement[] | Promise<readonly HTMLImageElement[]>;
  /** Resolves after the browser has painted a frame. */
  readonly nextFrame: () => Promise<void>;
  /** Resolves at the browser's next idle moment. */
  readonly idle: () => Promise<void>;
  /** Resolves after `ms` milliseconds. */
  readonly wait: (ms: number) => Promise<void>;
  readonly maxWaitMs: number;
}

/** A picture's load or failure, whichever comes first (one already done counts at once). */
export function imageSettled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
      resolve();
    };
    image.addEventListener('load', done);
    image.addEventListener('error', done);
  });
}

/** Marks the first screen as not up yet and resolves once it is (or once `maxWaitMs` has passed). */
export async function watchFirstContent(deps: FirstContentDeps): Promise<void> {
  firstContent.shown = false;
  watching = true;
  const ready = (async () => {
    await deps.arrived();
    // two frames: React has put the games on the page and the browser has asked for their pictures
    await deps.nextFrame();
    await deps.nextFrame();
    // a page whose own content comes after the games (promotions) holds the first screen until it is shown;
    // React may still be drawing that page in slices, so its hold is looked for once the browser is idle
    if (deps.released) {
      await deps.idle();
      await deps.released();
      await deps.nextFrame();
    }
    await Promise.all((await deps.pendingImages()).map(imageSettled));
    await deps.idle();
  })();
  await Promise.race([ready, deps.wait(deps.maxWaitMs)]);
  firstContent.shown = true;
  if (!draining) drain();
}

let holds = 0;
let whenReleased: Array<() => void> = [];

/**
 * Holds the first screen as not up while a page's own content is on its way (the promotions page's cards,
 * say, which come after the game list): the work that waits for the first screen then waits for that
 * content too, never longer than the watch's longest wait. Returns the release, which may be called more
 * than once. Outside the page's start (or once the first screen is up) it holds nothing.
 */
export function holdFirstContent(): () => void {
  if (firstContent.shown) return () => undefined;
  holds += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    holds -= 1;
    if (holds > 0) return;
    const waiting = whenReleased;
    whenReleased = [];
    for (const resolve of waiting) resolve();
  };
}

/** Resolves once no page holds the first screen. */
export function holdsReleased(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((resolve) => whenReleased.push(resolve));
}

/** Whether the page's start watches for its first screen (then tasks queue until it is up). */
let watching = false;

/**
 * Whether this is the lobby's own page start, which puts work off (see above); in Storybook and tests it is
 * not, and everything renders at once.
 */
export function pageStartWatched(): boolean {
  return watching;
}

const queue: Array<() => void> = [];
let draining = false;

/** Runs the queued tasks one per task of the browser, so that no two of them make one long task. */
function drain(): void {
  const next = queue.shift();
  if (!next) {
    draining = false;
    return;
  }
  draining = true;
  setTimeout(() => {
    try {
      next();
    } catch (error) {
      // one failed extra must not hold back the others
      console.error('Work deferred past the first screen failed', error);
    }
    drain();
  }, 0);
}

/**
 * Runs `task` once the first screen is up, each task in a task of its own (at once, in the caller's task,
 * outside the lobby's own page start, where the first screen counts as up from the beginning).
 */
export function afterFirstContent(task: () => void): void {
  if (firstContent.shown && !watching) {
    task();
    return;
  }
  queue.push(task);
  if (firstContent.shown && !draining) drain();
}

/**
 * Pictures that are at least partly inside the window and have not finished loading. An intersection
 * observer answers with the browser's next rendering update, where measuring each picture's box here would
 * force a layout of the whole page in the middle of its start.
 */
function pendingImages(): Promise<HTMLImageElement[]> {
  const loading = [...document.images].filter((image) => !image.complete);
  if (loading.length === 0 || typeof IntersectionObserver !== 'function') return Promise.resolve(loading);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(
        entries
          .filter((entry) => entry.isIntersecting && !(entry.target as HTMLImageElement).complete)
          .map((entry) => entry.target as HTMLImageElement),
      );
    });
    for (const image of loading) observer.observe(image);
  });
}

/** The browser's own frames, idle moments and pictures, with the page's data arriving when `arrived` says. */
export function browserFirstContentDeps(arrived: () => Promise<void>): FirstContentDeps {
  return {
    arrived,
    released: holdsReleased,
    pendingImages,
    nextFrame: () => new Promise((resolve) => requestAnimationFrame(() => resolve())),
    idle: () =>
      new Promise((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 500 });
        else window.setTimeout(resolve, 0);
      }),
    wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    maxWaitMs: FIRST_CONTENT_MAX_WAIT_MS,
  };
}

/**
 * True once the first screen is up. Each caller comes up in a task of its own and re-renders as a
 * transition.
 */
export function useAfterFirstContent(): boolean {
  const [shown, setShown] = useState(() => firstContent.shown);
  useEffect(() => {
    if (shown) return;
    let live = true;
    afterFirstContent(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}

/** Shows `children` once the first screen is up, `fallback` until then. */
export function AfterFirstContent({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  return useAfterFirstContent() ? children : fallback;
}
