import type { ConsumeRequest } from '../../../metering/credits/credits.types';
import type { CreditEndpoint } from '../../../metering/credits/credit-costs';
import type { CopyType, QuickOutput, VisualStyle } from '../marketing.constants';

/**
 * The charge each generator makes, exactly as the studio sends it to `POST /api/v1/consume` before calling
 * the generator with the same key: the generator then finds that charge (same request) and runs under it.
 */
export const chargeFor = {
  quickCreate: (output: QuickOutput): ConsumeRequest => ({
    endpoint: output === 'image' ? 'image' : 'text',
    source: 'web',
    meta: { feature: 'quick_create' },
  }),
  campaignCopy: (copyType: CopyType): ConsumeRequest => ({
    endpoint: 'text',
    source: 'web',
    meta: { feature: 'campaign_copy', copyType },
  }),
  visual: (style: VisualStyle): ConsumeRequest => ({ endpoint: 'image', source: 'web', meta: { feature: 'visuals', style } }),
  chat: (): ConsumeRequest => ({ endpoint: 'text', source: 'web', meta: { feature: 'chat' } }),
};

interface ChargeShape {
  endpoint: CreditEndpoint;
  meta: { readonly feature?: string; readonly copyType?: string; readonly style?: string };
}

/** What is wrong with a charge whose fields are each valid but do not go together; null when nothing is. */
export function chargeProblem({ endpoint, meta }: ChargeShape): string | null {
  if (meta.copyType !== undefined && meta.style !== undefined) return 'meta takes a copyType or a style, not both';
  switch (meta.feature) {
    case 'campaign_copy':
      if (endpoint !== 'text') return "campaign_copy is paid with the text endpoint (RC)";
      return meta.copyType === undefined ? 'campaign_copy needs meta.copyType' : meta.style !== undefined ? 'campaign_copy takes no style' : null;
    case 'visuals':
      if (endpoint !== 'image') return 'visuals are paid with the image endpoint (SC)';
      return meta.style === undefined ? 'visuals need meta.style' : null;
    case 'chat':
      if (endpoint !== 'text') return 'chat is paid with the text endpoint (RC)';
      return meta.copyType !== undefined || meta.style !== undefined ? 'chat takes no copyType or style' : null;
    default:
      return meta.copyType !== undefined || meta.style !== undefined ? 'quick_create takes no copyType or style' : null;
  }
}
