import { describe, expect, it } from 'vitest';
import { ROUTES } from '../navigation/routes.ts';
import { pageCode, preloadRoute, routeCode } from './route-code.tsx';

/** A stand-in page component. */
function Page() {
  return null;
}

describe('route code', () => {
  it('hands out the component once its code has loaded, and not before', async () => {
    let finish: (module: { default: typeof Page }) => void = () => {};
    const code = routeCode(() => new Promise<{ default: typeof Page }>((resolve) => (finish = resolve)));
    const pending = code.load();
    expect(code.loaded()).toBeUndefined();
    finish({ default: Page });
    await expect(pending).resolves.toEqual({ default: Page });
    expect(code.loaded()).toBe(Page);
  });

  it('remembers nothing when the download fails', async () => {
    const code = routeCode<object>(() => Promise.reject(new Error('offline')));
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
  });
});

describe('page code', () => {
  it.each([...new Set(ROUTES.map((route) => route.page))])('src/pages holds the code of the %s', (page) => {
    expect(() => pageCode(page)).not.toThrow();
  });

  it('starts no download for a path no route shows', () => {
    expect(preloadRoute('/nowhere')).toBeNull();
  });
});
