/**
 * Wire schemas of the loyalty controller: daily free spins data, the e-mail check and redeem (§3, §4).
 * The domain reads the data (`parseDfsData`, and `dfsState` for what to show); the API adds the parts the
 * domain does not keep but the redeem POST needs.
 */
import { type DfsData, type DfsRedeemResult, parseDfsData, parseDfsRedeemResult } from '@lobby/domain';
import { firstOf, flag, gate, num, object, rawText, type Schema, text, textList } from '../schema.ts';

/** The program fields posted back in `DFSvalidation` when redeeming (§7 POST ?redeem_dfs). */
export interface DfsValidation {
  readonly couponTemplate: string;
  readonly programTemplateId: string;
  readonly tier: string;
  readonly spins: number;
  readonly wspins: number;
  readonly dfsGame: string;
}

/** The domain's daily free spins data, plus the wire parts only the API needs. */
export interface DailyFreeSpins extends DfsData {
  /** `newrulevalidation`: what the wheel's redeem POST sends back; null when absent. */
  readonly validation: DfsValidation | null;
  readonly enabledSections: readonly string[];
  /** The address the confirmation e-mail goes to. */
  readonly email: string | null;
}

const ValidationSchema: Schema<DfsValidation> = object((r) => ({
  couponTemplate: r.opt(['coupon_template', 'couponTemplate'], text, ''),
  programTemplateId: r.opt(['program_template_id', 'programTemplateId'], text, ''),
  tier: r.opt('tier', text, ''),
  spins: r.opt('spins', num, 0),
  wspins: r.opt('wspins', num, 0),
  dfsGame: r.opt(['dfs_game', 'dfsGame'], text, ''),
}));

export const DailyFreeSpinsSchema: Schema<DailyFreeSpins> = object((r) => {
  if (!r.has(['allowed_to_redeem', 'reason_not_allowed_to_redeem'])) r.req('allowed_to_redeem', flag);
  return {
    ...parseDfsData(r.raw),
    validation: r.opt('newrulevalidation', ValidationSchema, null),
    enabledSections: r.opt('enabled_sections', textList, []),
    email: r.opt('email', text, null),
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

/** ?redeem_dfs (GET and POST): must say `success`; the domain reads the rest. */
export const DfsRedeemSchema: Schema<DfsRedeemResult> = gate(['success'], parseDfsRedeemResult);

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
