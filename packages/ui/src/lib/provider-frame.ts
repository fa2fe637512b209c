import { PROVIDER_FRAME_REFERRER_POLICY, PROVIDER_FRAME_SANDBOX } from '@lobby/domain';

/** The attributes of every frame that shows a provider's page (see the domain's PROVIDER_FRAME_SANDBOX). */
export const providerFrameAttributes = {
  sandbox: PROVIDER_FRAME_SANDBOX.join(' '),
  referrerPolicy: PROVIDER_FRAME_REFERRER_POLICY,
} as const;
