/** Wire schemas of promotions and widgets: ?getpromos, ?widgets, ?stickybanner, ?raf, game of the month. */
import { type PromoSchedule, parsePromoSchedule } from '@lobby/domain';
import {
  anything,
  firstOf,
  flag,
  listSkippingBad,
  map,
  num,
  object,
  rawText,
  type Schema,
  text,
  textList,
} from '../schema.ts';

export interface Promo {
  readonly id: string;
  readonly title: string;
  /** HTML; passes through the sanitising component before display. */
  readonly text: string;
  readonly terms: string;
  /** An image URL, or an mp4 video (see `isVideo`). */
  readonly image: string | null;
  readonly isVideo: boolean;
  readonly ctaLink: string | null;
  readonly ctaAttributes: string;
  readonly ctaText: string;
  /** 0 when there is no minimum deposit bar. */
  readonly minDeposit: number;
  /** The first schedule item, read by the domain; feed it to `promoExpiryTarget`. */
  readonly schedule: PromoSchedule | null;
}

export interface CustomPromoBlock {
  readonly html: string;
  readonly css: string;
  readonly js: string;
}

export interface CustomPromoGroup {
  readonly id: string;
  readonly displayOn: {
    readonly pages: readonly string[];
    readonly categories: readonly string[];
    readonly subGroups: readonly string[];
    readonly themes: readonly string[];
  };
  readonly displayOnWebplay: boolean;
  readonly blocks: readonly CustomPromoBlock[];
}

export interface PromosResponse {
  readonly regular: readonly Promo[];
  readonly custom: readonly CustomPromoGroup[];
  /** The promo categories the server names (a text or a list on the wire). */
  readonly categories: readonly string[];
}

const PromoSchema: Schema<Promo> = object((r) => {
  const image = r.opt('image', text, null);
  return {
    id: r.req('id', text),
    title: r.opt('title', rawText, ''),
    text: r.opt('text', rawText, ''),
    terms: r.opt('terms', rawText, ''),
    image,
    isVideo: image !== null && /\.mp4(?:$|[?#])/i.test(image),
    ctaLink: r.opt('cta_link', text, null),
    ctaAttributes: r.opt('cta_attributes', rawText, ''),
    ctaText: r.opt('cta_text', rawText, ''),
    minDeposit: Math.max(0, r.opt('min_deposit', num, 0)),
    schedule: parsePromoSchedule(r.raw.schedule_values),
  };
});

const CustomBlockSchema: Schema<CustomPromoBlock> = object((r) => ({
  html: r.opt('html', rawText, ''),
  css: r.opt('css', rawText, ''),
  js: r.opt('js', rawText, ''),
}));

const CustomGroupSchema: Schema<CustomPromoGroup> = object((r) => {
  const on = r.opt(
    'display_on',
    object((d) => ({
      pages: d.opt('pages', textList, []),
      categories: d.opt('categories', textList, []),
      subGroups: d.opt(['sub_groups', 'subgroups'], textList, []),
      themes: d.opt('themes', textList, []),
    })),
    { pages: [], categories: [], subGroups: [], themes: [] },
  );
  return {
    id: r.req('id', text),
    displayOn: on,
    displayOnWebplay: r.opt('display_on_webplay', flag, false),
    blocks: r.opt('data', listSkippingBad(CustomBlockSchema), []),
  };
});

export const PromosSchema: Schema<PromosResponse> = object((r) => {
  if (!r.has(['regular_promos', 'custom_promos'])) return r.req('regular_promos', anything) as never;
  return {
    regular: r.opt('regular_promos', listSkippingBad(PromoSchema), []),
    custom: r.opt('custom_promos', listSkippingBad(CustomGroupSchema), []),
    categories: r.opt(
      'category',
      firstOf(
        textList,
        map(anything, () => [] as string[]),
      ),
      [],
    ),
  };
});

/** ?widgets: the names of the header widgets to show. */
export const WidgetNamesSchema: Schema<string[]> = firstOf(
  object((r) => r.req('widgets', textList)),
  textList,
);

export interface StickyBanner {
  readonly show: boolean;
  readonly html: string;
}

export const StickyBannerSchema: Schema<StickyBanner> = object((r) => ({
  show: r.req('stickybanner', flag),
  html: r.opt('html', rawText, ''),
}));

/** ?raf: the refer-a-friend page and link. */
export interface ReferAFriend {
  readonly page: string | null;
  readonly url: string | null;
}

export const ReferAFriendSchema: Schema<ReferAFriend> = object((r) => {
  if (!r.has(['page', 'url'])) return r.req('url', text) as never;
  return { page: r.opt('page', text, null), url: r.opt('url', text, null) };
});

export interface GameOfTheMonth {
  readonly id: string;
  readonly title: string;
  readonly image: string | null;
  readonly description: string;
  readonly cta: { readonly label: string; readonly link: string } | null;
}

export const GameOfTheMonthSchema: Schema<GameOfTheMonth> = object((r) => ({
  id: r.req('id', text),
  title: r.opt('title', rawText, ''),
  image: r.opt('image', text, null),
  description: r.opt('description', rawText, ''),
  cta: r.opt(
    'cta',
    object((c) => ({ label: c.opt('label', rawText, ''), link: c.req('link', text) })),
    null,
  ),
}));

/** Widgets that answer `{ html }` (escape pod, crewpon, fortune teller). */
export const HtmlSchema: Schema<string> = firstOf(
  object((r) => r.req('html', rawText)),
  rawText,
);

/** Wpc2 and synth ?widget: the scripts and styles a widget needs, and any data it reads. */
export interface WidgetAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

export const WidgetAssetsSchema: Schema<WidgetAssets> = object((r) => {
  if (!r.has(['scripts', 'styles', 'js', 'css'])) return r.req('scripts', anything) as never;
  return {
    scripts: r.opt(['scripts', 'js'], textList, []),
    styles: r.opt(['styles', 'css'], textList, []),
    data: r.opt(
      'data',
      object((d) => d.raw),
      {},
    ),
  };
});
