import * as v from 'valibot';
import {
  type DfsData,
  type DfsRedeemResult,
  parseDfsData,
  parseDfsRedeemResult,
} from './daily-free-spins.ts';
import {
  firstOf,
  gate,
  optionalField,
  type WireSchema,
  wireField,
  wireFlag,
  wireNumber,
  wireRawText,
  wireRecord,
  wireRecordWith,
  wireText,
  wireTextList,
  withAliases,
} from './wire.ts';

/**
 * The loyalty controller's answers (§3, §4, §7): daily free spins data, the e-mail check and redeem. The
 * domain reads the data (`parseDfsData`, and `dfsState` for what to show); these add the parts the domain
 * does not keep but the redeem POST needs.
 */

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

const ValidationSchema: WireSchema<DfsValidation> = v.pipe(
  wireRecord,
  withAliases({
    coupon_template: ['coupon_template', 'couponTemplate'],
    program_template_id: ['program_template_id', 'programTemplateId'],
    dfs_game: ['dfs_game', 'dfsGame'],
  }),
  v.object({
    coupon_template: optionalField(wireText, ''),
    program_template_id: optionalField(wireText, ''),
    tier: optionalField(wireText, ''),
    spins: optionalField(wireNumber, 0),
    wspins: optionalField(wireNumber, 0),
    dfs_game: optionalField(wireText, ''),
  }),
  v.transform((fields) => ({
    couponTemplate: fields.coupon_template,
    programTemplateId: fields.program_template_id,
    tier: fields.tier,
    spins: fields.spins,
    wspins: fields.wspins,
    dfsGame: fields.dfs_game,
  })),
);

/** ?dailyfreespins: the domain's reading of the data, with the redeem fields and the e-mail address. */
export const DailyFreeSpinsSchema: WireSchema<DailyFreeSpins> = v.pipe(
  wireRecordWith(['allowed_to_redeem', 'reason_not_allowed_to_redeem']),
  // loose: the domain reads the other fields of the same answer
  v.looseObject({
    newrulevalidation: optionalField(ValidationSchema, null),
    enabled_sections: optionalField(wireTextList, []),
    email: optionalField(wireText, null),
  }),
  v.transform((answer) => ({
    ...parseDfsData(answer),
    validation: answer.newrulevalidation,
    enabledSections: answer.enabled_sections,
    email: answer.email,
  })),
);

export interface EmailSent {
  readonly success: boolean;
  readonly message: string;
}

/** ?sendfreespinemail. */
export const EmailSentSchema: WireSchema<EmailSent> = v.pipe(
  wireRecord,
  withAliases({ message: ['message', 'responseMessage'] }),
  v.object({ success: wireFlag, message: optionalField(wireRawText, '') }, 'is missing'),
);

/** ?emailclickcheck: whether the player clicked the link in the free-spins e-mail. */
export const EmailClickedSchema: WireSchema<boolean> = firstOf(
  wireField('clicked', wireFlag, ['email_clicked', 'emailclicked']),
  wireField('success', wireFlag),
);

/** ?redeem_dfs (GET and POST): must say `success`; the domain reads the rest. */
export const DfsRedeemSchema: WireSchema<DfsRedeemResult> = gate(['success'], parseDfsRedeemResult);

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
