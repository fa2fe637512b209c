import { describe, expect, it } from 'vitest';
import { NEAR_VIEW_MARGIN, type NearViewObserver, watchNearView } from './near-view.ts';

/** A stand-in for the browser's observer: the test says when the target is reported and where. */
function fakeObserver() {
  const made: Array<{
    report: (entries: ReadonlyArray<{ isIntersecting: boolean }>) => void;
    margin: string;
    targets: Element[];
    disconnected: boolean;
  }> = [];
  const Observer: NearViewObserver = class {
    private readonly entry;
    constructor(
      report: (entries: ReadonlyArray<{ isIntersecting: boolean }>) => void,
      options: { rootMargin: string },
    ) {
      this.entry = { report, margin: options.rootMargin, targets: [] as Element[], disconnected: false };
      made.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  };
  return { Observer, made };
}

const target = {} as Element;

describe('watchNearView', () => {
  it('watches the target a screen beyond the window, above and below', () => {
    const { Observer, made } = fakeObserver();
    watchNearView(target, () => undefined, Observer);
    expect(made).toHaveLength(1);
    expect(made[0]?.targets).toEqual([target]);
    expect(made[0]?.margin).toBe(NEAR_VIEW_MARGIN);
    expect(NEAR_VIEW_MARGIN).toBe('100% 0px 100% 0px');
  });

  it('says nothing while the target is far, then once when it comes near, and stops watching', () => {
    const { Observer, made } = fakeObserver();
    let near = 0;
    watchNearView(target, () => near++, Observer);
    const watch = made[0];
    if (!watch) throw new Error('no observer was made');
    // the first report tells where the target is: far away
    watch.report([{ isIntersecting: false }]);
    expect(near).toBe(0);
    expect(watch.disconnected).toBe(false);
    watch.report([{ isIntersecting: true }]);
    expect(near).toBe(1);
    expect(watch.disconnected).toBe(true);
  });

  it('gives back a stop that ends the watch before the target comes near', () => {
    const { Observer, made } = fakeObserver();
    const stop = watchNearView(target, () => undefined, Observer);
    stop();
    expect(made[0]?.disconnected).toBe(true);
  });
});
