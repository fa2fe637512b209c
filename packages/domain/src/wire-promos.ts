import * as v from 'valibot';
import { type PromoSchedule, parsePromoSchedule } from './promo-expiry.ts';
import {
  firstOf,
  optionalField,
  type WireSchema,
  wireField,
  wireFlag,
  wireListSkippingBad,
  wireNumber,
  wireRawText,
  wireRecord,
  wireRecordWith,
  wireText,
  wireTextList,
  withAliases,
} from './wire.ts';

/** The platform's promotions and widgets (§2, §7): ?getpromos, ?widgets, ?stickybanner, ?raf and the rest. */

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

const PromoSchema: WireSchema<Promo> = v.pipe(
  wireRecord,
  v.object(
    {
      id: wireText,
      title: optionalField(wireRawText, ''),
      text: optionalField(wireRawText, ''),
      terms: optionalField(wireRawText, ''),
      image: optionalField(wireText, null),
      cta_link: optionalField(wireText, null),
      cta_attributes: optionalField(wireRawText, ''),
      cta_text: optionalField(wireRawText, ''),
      min_deposit: optionalField(wireNumber, 0),
      schedule_values: v.optional(v.unknown()),
    },
    'is missing',
  ),
  v.transform((promo) => ({
    id: promo.id,
    title: promo.title,
    text: promo.text,
    terms: promo.terms,
    image: promo.image,
    isVideo: promo.image !== null && /\.mp4(?:$|[?#])/i.test(promo.image),
    ctaLink: promo.cta_link,
    ctaAttributes: promo.cta_attributes,
    ctaText: promo.cta_text,
    minDeposit: Math.max(0, promo.min_deposit),
    schedule: parsePromoSchedule(promo.schedule_values),
  })),
);

const CustomBlockSchema: WireSchema<CustomPromoBlock> = v.pipe(
  wireRecord,
  v.object({
    html: optionalField(wireRawText, ''),
    css: optionalField(wireRawText, ''),
    js: optionalField(wireRawText, ''),
  }),
);

const DisplayOnSchema: WireSchema<CustomPromoGroup['displayOn']> = v.pipe(
  wireRecord,
  withAliases({ sub_groups: ['sub_groups', 'subgroups'] }),
  v.object({
    pages: optionalField(wireTextList, []),
    categories: optionalField(wireTextList, []),
    sub_groups: optionalField(wireTextList, []),
    themes: optionalField(wireTextList, []),
  }),
  v.transform(({ sub_groups, ...rest }) => ({ ...rest, subGroups: sub_groups })),
);

const CustomGroupSchema: WireSchema<CustomPromoGroup> = v.pipe(
  wireRecord,
  v.object(
    {
      id: wireText,
      display_on: optionalField(DisplayOnSchema, { pages: [], categories: [], subGroups: [], themes: [] }),
      display_on_webplay: optionalField(wireFlag, false),
      data: optionalField(wireListSkippingBad(CustomBlockSchema), []),
    },
    'is missing',
  ),
  v.transform((group) => ({
    id: group.id,
    displayOn: group.display_on,
    displayOnWebplay: group.display_on_webplay,
    blocks: group.data,
  })),
);

/** ?getpromos: the regular and the custom promotions; a damaged one is left out, not the whole answer. */
export const PromosSchema: WireSchema<PromosResponse> = v.pipe(
  wireRecordWith(['regular_promos', 'custom_promos']),
  v.object({
    regular_promos: optionalField(wireListSkippingBad(PromoSchema), []),
    custom_promos: optionalField(wireListSkippingBad(CustomGroupSchema), []),
    // the categories only label the promotions: an unreadable value is no categories
    category: v.optional(v.fallback(wireTextList, []), []),
  }),
  v.transform((answer) => ({
    regular: answer.regular_promos,
    custom: answer.custom_promos,
    categories: answer.category,
  })),
);

/** ?widgets: the names of the header widgets to show. */
export const WidgetNamesSchema: WireSchema<string[]> = firstOf(
  wireField('widgets', wireTextList),
  wireTextList,
);

export interface StickyBanner {
  readonly show: boolean;
  readonly html: string;
}

/** ?stickybanner. */
export const StickyBannerSchema: WireSchema<StickyBanner> = v.pipe(
  wireRecord,
  v.object({ stickybanner: wireFlag, html: optionalField(wireRawText, '') }, 'is missing'),
  v.transform((answer) => ({ show: answer.stickybanner, html: answer.html })),
);

/** ?raf: the refer-a-friend page and link. */
export interface ReferAFriend {
  readonly page: string | null;
  readonly url: string | null;
}

export const ReferAFriendSchema: WireSchema<ReferAFriend> = v.pipe(
  wireRecordWith(['page', 'url']),
  v.object({ page: optionalField(wireText, null), url: optionalField(wireText, null) }),
);

export interface GameOfTheMonth {
  readonly id: string;
  readonly title: string;
  readonly image: string | null;
  readonly description: string;
  readonly cta: { readonly label: string; readonly link: string } | null;
}

/** ?gameofthemonth. */
export const GameOfTheMonthSchema: WireSchema<GameOfTheMonth> = v.pipe(
  wireRecord,
  v.object(
    {
      id: wireText,
      title: optionalField(wireRawText, ''),
      image: optionalField(wireText, null),
      description: optionalField(wireRawText, ''),
      cta: optionalField(
        v.pipe(wireRecord, v.object({ label: optionalField(wireRawText, ''), link: wireText }, 'is missing')),
        null,
      ),
    },
    'is missing',
  ),
);

/** Widgets that answer `{ html }` or the HTML itself (escape pod, crewpon, fortune teller, widgethtml). */
export const HtmlSchema: WireSchema<string> = firstOf(wireField('html', wireRawText), wireRawText);

/**
 * The HTML of a widget with its own code (Wpc2 and synth ?widgethtml), sent as the body itself: markup with
 * at least one element for its script to work on. A body of JSON or bare words is not a widget.
 */
export const WidgetHtmlSchema: WireSchema<string> = v.pipe(
  HtmlSchema,
  v.check((html) => /<[a-z][\w-]*[\s/>]/i.test(html), 'is not widget markup'),
);

/** Wpc2 and synth ?widget: the scripts and styles a widget needs, and any data it reads. */
export interface WidgetAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

export const WidgetAssetsSchema: WireSchema<WidgetAssets> = v.pipe(
  wireRecordWith(['scripts', 'styles', 'js', 'css']),
  withAliases({ scripts: ['scripts', 'js'], styles: ['styles', 'css'] }),
  v.object({
    scripts: optionalField(wireTextList, []),
    styles: optionalField(wireTextList, []),
    data: optionalField(wireRecord, {}),
  }),
);
