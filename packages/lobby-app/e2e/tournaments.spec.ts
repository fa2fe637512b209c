import { expect, type Page, test } from '@playwright/test';

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 30_000 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const groupHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('tournaments', () => {
  test('the fusion list shows live, upcoming and finished tournaments with their counts', async ({
    page,
  }) => {
    await page.goto('./tournaments?demo_variant=fusion&demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible(FIRST_PAINT);
    await expect(groupHeading(page, 'Live Tournaments 2')).toBeVisible(FIRST_PAINT);
    await expect(groupHeading(page, 'Upcoming Tournaments 2')).toBeVisible();
    await expect(groupHeading(page, 'Finished Tournaments 4')).toBeVisible();
    const live = page.locator('[data-group="live"] [data-slot="tournament-card"]');
    await expect(live).toHaveCount(2);
    await expect(live.first().getByRole('link', { name: 'Participate' })).toHaveAttribute(
      'href',
      /\/tournaments\/dragon-spin-sprint$/,
    );
    await expect(page.locator('[data-group="finished"] [data-slot="tournament-card"]')).toHaveCount(4);
    // players see no login notice
    await expect(page.getByRole('region', { name: 'Log in to join tournaments' })).toHaveCount(0);
    // Remind Me only changes its label
    const remind = page.locator('[data-group="upcoming"]').getByRole('button', { name: 'Remind Me' }).first();
    await remind.click();
    await expect(
      page.locator('[data-group="upcoming"]').getByRole('button', { name: 'Reminder Set' }),
    ).toHaveCount(1);
  });

  test('a tournament page shows its status, prize pool, terms and games', async ({ page }) => {
    await page.goto('./tournaments/dragon-spin-sprint?demo_variant=fusion&demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1, name: 'Dragon Spin Sprint' })).toBeVisible(
      FIRST_PAINT,
    );
    const detail = page.locator('[data-slot="tournament-detail"]');
    await expect(detail).toHaveAttribute('data-phase', 'running');
    await expect(detail.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('Ends in');
    await expect(detail.getByText('$25,000', { exact: true })).toBeVisible();
    await expect(detail.locator('[data-slot="tournament-picture"] source')).toHaveAttribute(
      'media',
      '(min-width: 768px)',
    );
    // terms are folded until asked for; the server's markup arrives as text only
    const terms = page.getByRole('button', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('aria-expanded', 'false');
    await terms.click();
    await expect(terms).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Play any tournament game to join.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
    const games = page.getByRole('region', { name: 'Tournament Games' });
    await expect(games.locator('[data-slot="game-tile"]').first()).toBeVisible(FIRST_PAINT);
  });

  test('guests see the login notice with sign-up and Log In, on fusion pages and instead of the RTG lobby', async ({
    page,
  }) => {
    await page.goto('./tournaments?demo_variant=fusion&demo_profile=guest');
    const notice = page.getByRole('region', { name: 'Log in to join tournaments' });
    await expect(notice).toBeVisible(FIRST_PAINT);
    await expect(notice.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await notice.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');
    // a guest's Participate asks to log in instead of opening the tournament
    await page.locator('[data-group="live"]').getByRole('button', { name: 'Participate' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('./tournaments?demo_variant=rtg&demo_profile=guest');
    await expect(page.getByRole('region', { name: 'Log in to join tournaments' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByTitle('Tournaments lobby')).toHaveCount(0);
  });

  test('RTG players get the tournaments lobby frame under a loader, opened on a tournament when one is named', async ({
    page,
  }) => {
    await page.goto('./tournaments?demo_variant=rtg&demo_profile=vip');
    const frame = page.getByTitle('Tournaments lobby');
    await expect(frame).toBeAttached(FIRST_PAINT);
    await expect(frame).toHaveAttribute('src', /^data:text\/html/);
    const box = page.locator('[data-slot="tournaments-lobby-frame"]');
    await expect(box).toHaveAttribute('data-loader', 'shown');
    // 2.5 s of loader, then a 1 s fade, then it leaves the page
    await expect(box).toHaveAttribute('data-loader', 'removed', { timeout: 8_000 });

    await page.goto('./tournaments/302?demo_variant=rtg&demo_profile=vip');
    await expect(page.getByTitle('Tournaments lobby')).toHaveAttribute('src', /#302$/, FIRST_PAINT);
  });

  test('under reduced motion the lobby loader leaves without a fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./tournaments?demo_variant=rtg&demo_profile=vip');
    const loader = page.locator('[data-slot="tournaments-lobby-loader"]');
    await expect(loader).toBeAttached(FIRST_PAINT);
    await expect(loader).toHaveCSS('transition-duration', '0s');
    await expect(page.locator('[data-slot="tournaments-lobby-frame"]')).toHaveAttribute(
      'data-loader',
      'removed',
      {
        timeout: 8_000,
      },
    );
  });

  test('an unknown tournament name goes to the tournaments list', async ({ page }) => {
    await page.goto('./tournaments/no-such-tournament?demo_variant=fusion&demo_profile=vip');
    await expect(page).toHaveURL(/\/tournaments$/, FIRST_PAINT);
    await expect(groupHeading(page, 'Live Tournaments 2')).toBeVisible(FIRST_PAINT);
  });

  for (const variant of ['fusion', 'rtg']) {
    test(`a ${variant} casino with tournaments switched off has no section, menu item or page, and asks for none`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const calls = [...new URL(request.url()).searchParams.keys()].filter(
          (key) => !key.startsWith('demo_'),
        );
        if (calls.some((key) => /tournament/i.test(key))) asked.push(request.url());
      });
      const switches = `demo_variant=${variant}&demo_profile=vip&demo_tournaments=off`;
      await page.goto(`./?${switches}`);
      await expect(page.locator('[data-section="popular"] [data-slot="game-tile"]').first()).toBeVisible(
        FIRST_PAINT,
      );
      await expect(page.locator('[data-section="tournaments"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Lobby' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tournaments' })).toHaveCount(0);
      for (const path of ['./tournaments', './tournaments/dragon-spin-sprint']) {
        await page.goto(`${path}?${switches}`);
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(\?.*)?$/, FIRST_PAINT);
        await expect(page.locator('[data-section="popular"]')).toBeVisible(FIRST_PAINT);
      }
      expect(asked).toEqual([]);
    });
  }

  test('a failed call says so and the retry brings the tournaments', async ({ page }) => {
    // the demo casino answers inside the page, so the first tournaments call is failed before it leaves
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      let failures = 1;
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (/[?&]gettournaments(?:[=&]|$)/.test(url) && failures-- > 0)
          return Promise.resolve(new Response('down', { status: 500 }));
        return original(input, init);
      };
    });
    await page.goto('./tournaments?demo_variant=fusion&demo_profile=vip');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the tournaments.", FIRST_PAINT);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(groupHeading(page, 'Live Tournaments 2')).toBeVisible(FIRST_PAINT);
  });

  test('malformed tournaments in the answer are left out and the rest still show', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const response = await original(input, init);
        if (!/[?&]gettournaments(?:[=&]|$)/.test(url)) return response;
        const body = await response.json();
        body.active_tournaments = [
          { name: 'No id at all' },
          'not a tournament',
          null,
          { id: 'x', name: { html: '<img src=x onerror=alert(1)>' } },
          ...body.active_tournaments,
        ];
        return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
      };
    });
    await page.goto('./tournaments?demo_variant=fusion&demo_profile=vip');
    await expect(groupHeading(page, 'Live Tournaments 2')).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the home section shows the tournaments with Show all, Remind Me and Participate', async ({
    page,
  }) => {
    await page.goto('./?demo_variant=fusion&demo_profile=vip');
    const section = page.locator('[data-section="tournaments"]');
    await expect(section.getByRole('heading', { level: 2, name: 'Tournaments' })).toBeVisible(FIRST_PAINT);
    await expect(section.locator('[data-slot="tournament-card"]')).toHaveCount(4, FIRST_PAINT);
    await expect(section.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', /\/tournaments$/);
    await section.getByRole('button', { name: 'Remind Me' }).first().click();
    await expect(section.getByRole('button', { name: 'Reminder Set' })).toHaveCount(1);
    await section.getByRole('link', { name: 'Participate' }).first().click();
    await expect(page).toHaveURL(/\/tournaments\/dragon-spin-sprint/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dragon Spin Sprint' })).toBeVisible(
      FIRST_PAINT,
    );
  });

  test('the countdown flips from Starts in to Ends in at the start, then shows Time is over', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-20T17:00:00Z') });
    // the demo casino schedules Golden Jackpot Chase 20 hours after its clock, for 3 days
    await page.goto('./tournaments/golden-jackpot-chase?demo_variant=fusion&demo_profile=vip');
    const detail = page.locator('[data-slot="tournament-detail"]');
    await expect(detail).toHaveAttribute('data-phase', 'upcoming', FIRST_PAINT);
    await expect(page.getByRole('timer')).toContainText('Starts in');
    await expect(page.getByRole('button', { name: 'Remind Me' })).toBeVisible();

    await page.clock.fastForward(20 * HOUR + 2_000);
    await expect(detail).toHaveAttribute('data-phase', 'running');
    await expect(page.getByRole('timer')).toContainText('Ends in');
    await expect(detail.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remind Me' })).toHaveCount(0);

    await page.clock.fastForward(3 * DAY);
    await expect(page.getByText('Time is over', { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
});
