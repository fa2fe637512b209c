import { parsePromoSchedule } from '@lobby/domain';
import type { CustomPromoBlockData } from '../custom-promo/custom-document.ts';
import type { PromoCardData } from '../promo-card/PromoCard.tsx';

/** The clock of promo stories: Friday 14 Nov 2025, 15:00 in New York. */
export const PROMO_STORY_NOW = Date.UTC(2025, 10, 14, 20, 0, 0);
export const promoStoryClock = () => PROMO_STORY_NOW;

/** A 2:1 promo picture drawn as SVG, coloured from its name. */
export function promoImage(name: string): string {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const hue = hash % 360;
  const hue2 = (hue + 50) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/><circle cx="640" cy="90" r="150" fill="#fff" opacity=".12"/><text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Arial, sans-serif" font-weight="700" font-size="64" fill="#fff">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function promo(
  id: string,
  title: string,
  overrides: Partial<PromoCardData> & { schedule_values?: unknown } = {},
): PromoCardData {
  const { schedule_values, ...rest } = overrides;
  return {
    id,
    title,
    text: `<p>Get a <strong>75% reload</strong> up to $500 every weekend.</p>`,
    terms: '<p>Minimum deposit applies. 30x playthrough. One claim per weekend.</p>',
    image: promoImage(title),
    isVideo: false,
    ctaLink: '/cashier/',
    ctaAttributes: '',
    ctaText: 'Claim now',
    minDeposit: 0,
    schedule: parsePromoSchedule(schedule_values ?? [{ countdown: '0' }]),
    ...rest,
  };
}

export const weeklyPromo = promo('p-weekly', 'Weekend Reload', {
  minDeposit: 25,
  schedule_values: [
    {
      repeat_param: 'weekly',
      countdown: '1',
      end_at: '2025-12-31 23:59:59',
      weekly_end_time: '23:59:00',
      recurrence: 'saturday,sunday',
    },
  ],
});

export const dailyPromo = promo('p-daily', 'Daily Cashback', {
  text: "<p>10% of today's losses back, up to $100.</p>",
  terms: '<p>Credited at midnight server time.</p>',
  ctaLink: '/promotions',
  ctaText: 'Learn more',
  schedule_values: [
    { repeat_param: 'daily', countdown: '1', end_at: '2026-01-31 23:59:59', end_time: '23:00:00' },
  ],
});

export const oneTimePromo = promo('p-once', 'Launch Party', {
  text: "<p>50 free spins on this month's newest release.</p>",
  terms: '',
  ctaLink: '/all-games',
  ctaAttributes: 'data-track="launch" onclick="alert(1)"',
  ctaText: 'Play now',
  minDeposit: 50,
  schedule_values: [{ repeat_param: 'one_time', countdown: '1', end_at: '2025-11-18 12:00:00' }],
});

export const monthlyPromo = promo('p-monthly', 'VIP Month', {
  text: '<p>Double comp points all month long.</p>',
  terms: '<p>VIP players only.</p>',
  ctaLink: 'https://vip.example/program',
  ctaText: 'See VIP',
  schedule_values: [{ repeat_param: 'monthly', countdown: 1, end_at: '2025-12-05 23:59:59' }],
});

export const noCountdownPromo = promo('p-raf', 'Refer a Friend', {
  text: '<p>Bring a friend and both get a bonus.</p>',
  terms: '',
  ctaLink: '/dashboard/',
  ctaText: 'Invite',
});

export const storyPromos: readonly PromoCardData[] = [
  weeklyPromo,
  dailyPromo,
  oneTimePromo,
  monthlyPromo,
  noCountdownPromo,
];

export const festivalBlock: CustomPromoBlockData = {
  html: '<section class="fest"><h2>Summer Festival</h2><p>Daily prizes for 30 days.</p><button type="button" class="cta">Join</button></section>',
  css: '.fest{box-sizing:border-box;min-height:220px;padding:2rem;border-radius:1rem;background:linear-gradient(120deg,#b45309,#b91c1c);color:#fff;font-family:Arial,sans-serif}.fest h2{margin:0 0 .5rem;font-size:2rem}.cta{margin-top:1rem;padding:.6rem 1.4rem;border:0;border-radius:999px;background:#fff;color:#7c2d12;font-weight:700}',
  js: "document.querySelector('.cta').addEventListener('click',function(){document.querySelector('.fest h2').textContent='See you there!'})",
};

export const raceBlock: CustomPromoBlockData = {
  html: '<section class="race"><h2>Cash Race</h2><p>Top 50 players share 10,000.</p></section>',
  css: '.race{box-sizing:border-box;min-height:220px;padding:2rem;border-radius:1rem;background:#0f766e;color:#fff;font-family:Arial,sans-serif}.race h2{margin:0 0 .5rem;font-size:2rem}',
  js: '',
};

export const jackpotBlock: CustomPromoBlockData = {
  html: '<section class="jp"><h2>Jackpot Week</h2><p>Every jackpot pays 10% more.</p></section>',
  css: '.jp{box-sizing:border-box;min-height:220px;padding:2rem;border-radius:1rem;background:#1e3a8a;color:#fff;font-family:Arial,sans-serif}.jp h2{margin:0 0 .5rem;font-size:2rem}',
  js: '',
};

/**
 * A block that tries to reach the page around it and reports what happened, both on itself and in a message
 * to its parent (which the story reads).
 */
export const probeBlock: CustomPromoBlockData = {
  html: '<section class="probe"><h2>Isolation check</h2><ul id="out"></ul></section>',
  css: '.probe{box-sizing:border-box;padding:1.5rem;border-radius:1rem;background:#111827;color:#f9fafb;font-family:Arial,sans-serif}.probe h2{margin:0 0 .5rem}',
  js: `var results={};function probe(name,fn){try{var v=fn();results[name]=(v===undefined||v===null)?'empty':'read';}catch(e){results[name]='blocked';}var li=document.createElement('li');li.textContent=name+': '+results[name];document.getElementById('out').appendChild(li);}
probe('parent page',function(){return parent.document.title;});
probe('storage',function(){return localStorage.getItem('story-secret');});
probe('cookies',function(){return document.cookie;});
probe('top navigation',function(){top.location.href='https://evil.example/';return 'tried';});
probe('parent globals',function(){parent.__xss=1;return parent.__xss;});
parent.postMessage({type:'probe-results',results:results},'*');`,
};
