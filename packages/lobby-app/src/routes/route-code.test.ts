import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../navigation/routes.ts';
import { failureShown, pageCode, preloadRoute, routeCode } from './route-code.tsx';

/** A stand-in page component. */
function Page() {
  return null;
}

/** A page that says something, to tell a render of it from one of nothing. */
function Shown() {
  return 'the page';
}

/** Renders a lazy component to HTML, which waits for its code: the HTML, or the download's failure. */
async function renderLazy(component: LazyExoticComponent<ComponentType<object>>): Promise<string> {
  // the failure comes back as the rejection; React need not also log it
  const { prelude } = await prerender(createElement(component), { onError: () => undefined });
  return new Response(prelude).text();
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

  it('keeps failing until the failure has been shown, then downloads again', async () => {
    let attempts = 0;
    const code = routeCode<object>(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Shown });
    });
    const first = code.Lazy;
    await expect(renderLazy(first)).rejects.toThrow('offline');
    // React draws again after the failure: the same component, which fails at once for the boundary to show
    expect(code.Lazy).toBe(first);
    expect(attempts).toBe(1);
    failureShown();
    const second = code.Lazy;
    expect(second).not.toBe(first);
    await expect(renderLazy(second)).resolves.toBe('the page');
    expect(attempts).toBe(2);
    expect(code.loaded()).toBe(Shown);
    expect(code.Lazy).toBe(second);
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
