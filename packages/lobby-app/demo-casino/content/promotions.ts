/** The casino's promotions: regular promos with their schedules, and custom promo blocks with their own code. */
import { DAY, serverDateTime } from './server-time.ts';

export function regularPromos(now: number, assets: string, currencySymbol: string): unknown[] {
  const endAt = (days: number) => serverDateTime(now + days * DAY);
  return [
    {
      id: 'p-weekend-reload',
      title: 'Weekend Reload',
      text: '<p>Get a <strong>75% reload</strong> up to 500 every weekend.</p>',
      terms: '<p>Minimum deposit applies. 30x playthrough. One claim per weekend.</p>',
      image: `${assets}promos/weekend-reload.jpg`,
      cta_link: '/cashier/',
      cta_attributes: '',
      cta_text: 'Claim now',
      min_deposit: '25',
      schedule_values: [
        {
          recurrence: 'saturday,sunday',
          countdown: '1',
          end_at: endAt(30),
          repeat_param: 'weekly',
          end_time: '23:59',
          weekly_end_time: '23:59:00',
        },
      ],
    },
    {
      id: 'p-daily-cashback',
      title: 'Daily Cashback',
      text: `<p>10% of today's losses back, up to ${currencySymbol}100.</p>`,
      terms: '<p>Credited at midnight server time.</p>',
      image: `${assets}promos/daily-cashback.mp4`,
      cta_link: '/promotions',
      cta_attributes: '',
      cta_text: 'Learn more',
      min_deposit: '0',
      schedule_values: [
        {
          recurrence: 'daily',
          countdown: '1',
          end_at: endAt(60),
          repeat_param: 'daily',
          end_time: '23:00:00',
        },
      ],
    },
    {
      id: 'p-launch-party',
      title: 'Launch Party',
      text: "<p>50 free spins on this month's newest release.</p>",
      terms: '',
      image: `${assets}promos/launch-party.jpg`,
      cta_link: '/all-games',
      cta_attributes: 'data-track="launch"',
      cta_text: 'Play now',
      min_deposit: '50',
      schedule_values: [
        {
          recurrence: '',
          countdown: '1',
          end_at: endAt(4),
          repeat_param: 'one_time',
          end_time: '',
          weekly_end_time: '',
        },
      ],
    },
    {
      id: 'p-monthly-vip',
      title: 'VIP Month',
      text: '<p>Double comp points all month long.</p>',
      terms: '<p>VIP players only.</p>',
      image: `${assets}promos/vip-month.jpg`,
      cta_link: '/vip-program',
      cta_attributes: '',
      cta_text: 'See VIP',
      min_deposit: 0,
      schedule_values: [{ recurrence: 'monthly', countdown: 1, end_at: endAt(20), repeat_param: 'monthly' }],
    },
    {
      id: 'p-refer-a-friend',
      title: 'Refer a Friend',
      text: '<p>Bring a friend and both get a bonus.</p>',
      terms: '',
      image: `${assets}promos/refer-a-friend.jpg`,
      cta_link: '/dashboard/',
      cta_attributes: '',
      cta_text: 'Invite',
      min_deposit: '0',
      // no countdown: shows no 'Expires in'
      schedule_values: [{ countdown: '0' }],
    },
  ];
}

/**
 * The demo's festival block tries what a hostile custom promo would: read the lobby's page, storage and
 * cookies (moving the lobby, which logs an error, is left to `demo_hostile`). It lists on itself whether each
 * attempt was blocked, so the sandbox it runs in can be seen at work.
 */
const ISOLATION_CHECK_JS = `(function(){var list=document.querySelector('.demo-fest-checks');if(!list)return;function check(label,attempt){var blocked=false;try{attempt();}catch(e){blocked=true;}var item=document.createElement('li');item.setAttribute('data-check',label);item.setAttribute('data-result',blocked?'blocked':'reachable');item.textContent=label+': '+(blocked?'blocked':'REACHABLE');list.appendChild(item);}check('Lobby page',function(){return parent.document.body.innerHTML;});check('Lobby storage',function(){return localStorage.length;});check('Lobby cookies',function(){return document.cookie;});})();`;

/** The custom promo groups; `blocks` keeps only that many blocks of the first group and drops the rest. */
export function customPromos(blocks?: number): unknown[] {
  const groups = [
    {
      id: 'c-summer-festival',
      display_on: { pages: ['promotions', 'home'], categories: [], sub_groups: [], themes: [] },
      display_on_webplay: '0',
      data: [
        {
          html: '<section class="demo-fest"><h2>Summer Festival</h2><p>Daily prizes for 30 days.</p><button type="button" class="demo-fest-cta">Join</button><p class="demo-fest-note">This block runs its own script. It tried to reach the lobby:</p><ul class="demo-fest-checks"></ul></section>',
          css: '.demo-fest{padding:2rem;border-radius:1rem;background:linear-gradient(120deg,#b45309,#b91c1c);color:#fff;font-family:system-ui,sans-serif}.demo-fest h2{margin:0 0 .5rem}.demo-fest-cta{padding:.5rem 1.25rem;border:0;border-radius:999px;background:#fff;color:#7c2d12;font-weight:700}.demo-fest-note{margin:1rem 0 .25rem;font-size:.85rem;opacity:.9}.demo-fest-checks{margin:0;padding-left:1.25rem;font-size:.85rem}',
          js: `document.querySelector('.demo-fest-cta')?.addEventListener('click',()=>{document.querySelector('.demo-fest h2').textContent='See you there!'});${ISOLATION_CHECK_JS}`,
        },
        {
          // its call to action is a plain link: the lobby follows it (by the router, for a lobby page)
          html: '<section class="demo-race"><h2>Cash Race</h2><p>Top 50 players share 10,000. <a href="/tournaments">See the race</a></p></section>',
          css: '.demo-race{padding:2rem;border-radius:1rem;background:#0f766e;color:#fff;font-family:system-ui,sans-serif}.demo-race h2{margin:0 0 .5rem}.demo-race a{color:#fff;font-weight:700}',
          js: '',
        },
      ],
    },
    {
      id: 'c-slots-only',
      // shown on the slots category only, so the promotions page skips it
      display_on: { pages: [], categories: ['online-slots'], sub_groups: [], themes: [] },
      display_on_webplay: '1',
      data: [
        {
          html: '<div class="demo-slots-banner">Slots week: double points</div>',
          css: '.demo-slots-banner{padding:1rem}',
          js: '',
        },
      ],
    },
  ];
  if (blocks === undefined) return groups;
  const [first] = groups;
  return first ? [{ ...first, data: first.data.slice(0, blocks) }] : [];
}
