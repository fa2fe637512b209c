/** Wire schemas of the loyalty controller: daily free spins data, e-mail check and redeem (§3, §4). */
import {
  anything,
  firstOf,
  flag,
  list,
  num,
  object,
  rawText,
  type Schema,
  text,
  textList,
} from '../schema.ts';

/** The eight reasons a player may not redeem today (§4). */
export const DFS_NOT_ALLOWED_REASONS = [
  'no_dfs_data',
  'no_dfs_game',
  'no_dfs_template',
  'server_error_email_click',
  'minimum_deposit',
  'redeemed_today',
  'active_coupon',
  'fivedolar_balance',
] as const;

export type DfsNotAllowedReason = (typeof DFS_NOT_ALLOWED_REASONS)[number];

/** The wire reason of a player who must first click the e-mail link. */
export const DFS_EMAIL_NOT_CLICKED = 'email_not_clicked';

/**
 * What the player can do: redeem, confirm the e-mail first, or nothing today for a reason. A reason the
 * lobby does not know is kept as text so it can still be logged.
 */
export type DfsEligibility =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'email_not_clicked' }
  | { readonly kind: 'not_allowed'; readonly reason: DfsNotAllowedReason | (string & {}) };

/** The program fields posted back in `DFSvalidation` when redeeming (§7 POST ?redeem_dfs). */
export interface DfsValidation {
  readonly couponTemplate: string;
  readonly programTemplateId: string;
  readonly tier: string;
  readonly spins: number;
  readonly wspins: number;
  readonly dfsGame: string;
}

export interface WheelSlice {
  readonly spins: number;
  readonly probability: number;
}

export interface DailyFreeSpins {
  readonly spinWheel: boolean;
  readonly eligibility: DfsEligibility;
  readonly lastXDays: number | null;
  readonly requiredMinimumDeposit: number | null;
  readonly enabledSections: readonly string[];
  readonly slices: readonly WheelSlice[];
  readonly validation: DfsValidation | null;
  readonly spinsRemaining: number | null;
  readonly gameSlug: string | null;
  readonly email: string | null;
  readonly cashierUrl: string | null;
  readonly webplayUrl: string | null;
  readonly successMessage: string | null;
  readonly termsPage: string | null;
  readonly casinoId: string | null;
}

const SliceSchema: Schema<WheelSlice> = object((r) => ({
  spins: r.req(['no_of_spins', 'spins'], num),
  probability: r.req('probability', num),
}));

const ValidationSchema: Schema<DfsValidation> = object((r) => ({
  couponTemplate: r.opt(['coupon_template', 'couponTemplate'], text, ''),
  programTemplateId: r.opt(['program_template_id', 'programTemplateId'], text, ''),
  tier: r.opt('tier', text, ''),
  spins: r.opt('spins', num, 0),
  wspins: r.opt('wspins', num, 0),
  dfsGame: r.opt(['dfs_game', 'dfsGame'], text, ''),
}));

export const DailyFreeSpinsSchema: Schema<DailyFreeSpins> = object((r) => {
  const allowed = r.req('allowed_to_redeem', flag);
  const reason = r.opt('reason_not_allowed_to_redeem', text, '').toLowerCase();
  const eligibility: DfsEligibility = allowed
    ? { kind: 'allowed' }
    : reason === DFS_EMAIL_NOT_CLICKED
      ? { kind: 'email_not_clicked' }
      : { kind: 'not_allowed', reason: reason || 'no_dfs_data' };
  return {
    spinWheel: r.opt('DFSSPINWHEEL', flag, false),
    eligibility,
    lastXDays: r.opt('last_x_days', num, null),
    // the wire name is misspelt; the corrected one is accepted too
    requiredMinimumDeposit: r.opt(['required_mininum_deposit', 'required_minimum_deposit'], num, null),
    enabledSections: r.opt('enabled_sections', textList, []),
    slices: r.opt('slices', list(SliceSchema), []),
    validation: r.opt('newrulevalidation', ValidationSchema, null),
    spinsRemaining: r.opt('spins_remaining', num, null),
    gameSlug: r.opt('game_slug', text, null),
    email: r.opt('email', text, null),
    cashierUrl: r.opt('cashierURL', text, null),
    webplayUrl: r.opt('webplayURL', text, null),
    successMessage: r.opt('successmsg', rawText, null),
    termsPage: r.opt('terms_page', text, null),
    casinoId: r.opt('casino_id', text, null),
  };
});

export interface EmailSent {
  readonly success: boolean;
  readonly message: string;
}

export const EmailSentSchema: Schema<EmailSent> = object((r) => ({
  success: r.req('success', flag),
  message: r.opt(['message', 'responseMessage'], rawText, ''),
}));

/** ?emailclickcheck: whether the player clicked the link in the free-spins e-mail. */
export const EmailClickedSchema: Schema<boolean> = firstOf(
  object((r) => r.req(['clicked', 'email_clicked', 'emailclicked'], flag)),
  object((r) => r.req('success', flag)),
);

export interface DfsRedeemResult {
  readonly success: boolean;
  readonly gameName: string | null;
  readonly gameImage: string | null;
  readonly shortcut: string | null;
  readonly freeSpins: number | null;
  readonly responseMessage: string;
}

export const DfsRedeemSchema: Schema<DfsRedeemResult> = object((r) => ({
  success: r.req('success', flag),
  gameName: r.opt('gamename', text, null),
  gameImage: r.opt('gameimage', text, null),
  shortcut: r.opt('shortcut', text, null),
  freeSpins: r.opt('freespins', num, null),
  responseMessage: r.opt('responseMessage', rawText, ''),
}));

/** The JSON body of POST ?redeem_dfs, in the wire's spelling. */
export function dfsValidationBody(validation: DfsValidation): unknown {
  return {
    DFSvalidation: {
      coupon_template: validation.couponTemplate,
      program_template_id: validation.programTemplateId,
      tier: validation.tier,
      spins: validation.spins,
      wspins: validation.wspins,
      dfs_game: validation.dfsGame,
    },
  };
}

export const AnySchema: Schema<unknown> = anything;
