import type { CampaignCopyDto, ConsumeDto, QuickCreateDto, VisualDto } from '@atelier/api-types';

export type CopyType = CampaignCopyDto['copy_type'];
export type VisualStyle = VisualDto['style'];
export type QuickOutput = NonNullable<QuickCreateDto['output']>;

/** Spec 001 §9, in the order the studio offers them. */
export const COPY_TYPES: readonly { value: CopyType; label: string }[] = [
  { value: 'ad', label: 'Ad' },
  { value: 'email', label: 'Email' },
  { value: 'landing', label: 'Landing' },
  { value: 'social', label: 'Social' },
];

export const VISUAL_STYLES: readonly { value: VisualStyle; label: string }[] = [
  { value: 'photo', label: 'Photo' },
  { value: 'illustration', label: 'Illustration' },
  { value: '3d', label: '3D' },
  { value: 'sketch', label: 'Sketch' },
];

/**
 * The charge each generator runs under: sent to POST /api/v1/consume first, then the generator is called
 * with the same key and finds it (the backend builds the same body; see its charge-requests.ts).
 */
export const charges = {
  quickCreate: (output: QuickOutput): ConsumeDto => ({
    endpoint: output === 'image' ? 'image' : 'text',
    source: 'web',
    meta: { feature: 'quick_create' },
  }),
  campaignCopy: (copyType: CopyType): ConsumeDto => ({ endpoint: 'text', source: 'web', meta: { feature: 'campaign_copy', copyType } }),
  visual: (style: VisualStyle): ConsumeDto => ({ endpoint: 'image', source: 'web', meta: { feature: 'visuals', style } }),
  chat: (): ConsumeDto => ({ endpoint: 'text', source: 'web', meta: { feature: 'chat' } }),
};
