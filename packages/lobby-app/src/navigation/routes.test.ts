import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './paths.ts';
import { pagesWithPatterns, ROUTES, routeRegExp } from './routes.ts';

/** An address the route shows: each `:param` filled in with a sample value. */
const sample = (path: string) => path.replace(/:\w+/g, 'sample-1');

describe('the route table', () => {
  it('names each path once', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ROUTES.map((route) => [route.path, route.page]))('%s names a page file: %s', (_, page) => {
    expect(existsSync(new URL(`../pages/${page}.tsx`, import.meta.url))).toBe(true);
  });

  it.each(ROUTES.map((route) => [route.path, route]))(
    '%s is the route its own sample address shows',
    (_, route) => {
      expect(matchRoute(sample(route.path))?.route).toBe(route);
    },
  );

  it('gives each guard the params it decides on', () => {
    const needs = {
      category: 'slug',
      provider: 'name',
      tournament: 'name',
      play: 'shortname',
      demo: 'shortname',
    };
    for (const route of ROUTES) {
      const param = 'guard' in route ? needs[route.guard as keyof typeof needs] : undefined;
      if (param) expect(route.path).toContain(`:${param}`);
    }
  });
});

describe('the build’s preload list', () => {
  const list = pagesWithPatterns();

  it('names each page of the table once, by its file', () => {
    expect(list.map((entry) => entry.page).sort()).toEqual([...new Set(ROUTES.map((r) => r.page))].sort());
    for (const { file } of list) expect(existsSync(new URL(`../../${file}`, import.meta.url))).toBe(true);
  });

  it.each(ROUTES.map((route) => [route.path, route.page]))(
    '%s: the head script finds the %s in the list',
    (path, page) => {
      // as public/early-start.js reads the list
      const shows = list.find((entry) =>
        entry.patterns.some((source) => new RegExp(source, 'i').test(sample(path))),
      );
      expect(shows?.page).toBe(page);
    },
  );
});

describe('route patterns', () => {
  it('match as wouter does: any case, an optional trailing slash, one segment a param', () => {
    const pattern = routeRegExp('/providers/:name');
    expect(pattern.exec('/Providers/rtg/')?.groups).toEqual({ name: 'rtg' });
    expect(pattern.test('/providers/rtg/x')).toBe(false);
  });

  it.each(ROUTES.map((route) => route.path))(
    '%s has fixed segments and :params only, all they read',
    (path) => {
      expect(path).toMatch(/^\/$|^(\/([\w-]+|:\w+))+$/);
    },
  );
});
