import { useState } from 'react';
import { SegmentedControl } from '@atelier/ui';
import type { CreditCostsDto, CreditsResponseDto } from '@atelier/api-types';
import { COPY_TYPES, type CopyType, type QuickOutput, VISUAL_STYLES, type VisualStyle, charges } from '../../../lib/charges';
import { type GeneratorRun, useGenerator } from '../hooks/use-generator';
import { GeneratorForm } from './generator-form';

export interface GeneratorPanelProps {
  costs: CreditCostsDto | undefined;
  credits: CreditsResponseDto | undefined;
  signedIn: boolean;
}

type CreditCost = CreditCostsDto['text'];

/** What sets one generator apart from the others: its texts, its one choice, its price and its run. */
interface GeneratorSpec<T extends string> {
  label: string;
  placeholder: string;
  choiceLabel: string;
  choices: readonly { value: T; label: string }[];
  initial: T;
  cost: (costs: CreditCostsDto, choice: T) => CreditCost;
  run: (input: string, choice: T) => GeneratorRun;
}

const balanceOf = (credits: CreditsResponseDto | undefined, currency: 'RC' | 'SC' | undefined) =>
  credits && currency ? (currency === 'RC' ? credits.rc : credits.sc) : undefined;

function GeneratorPanel<T extends string>({ spec, costs, credits, signedIn }: GeneratorPanelProps & { spec: GeneratorSpec<T> }) {
  const [choice, setChoice] = useState<T>(spec.initial);
  const generator = useGenerator();
  const cost = costs ? spec.cost(costs, choice) : undefined;
  return (
    <GeneratorForm
      label={spec.label}
      placeholder={spec.placeholder}
      options={<SegmentedControl label={spec.choiceLabel} options={spec.choices} value={choice} onChange={setChoice} size="sm" />}
      cost={cost}
      balance={balanceOf(credits, cost?.currency)}
      busy={generator.busy}
      error={generator.error}
      signedIn={signedIn}
      onSubmit={async (input) => Boolean(await generator.run(spec.run(input, choice)))}
    />
  );
}

const QUICK_OUTPUTS: readonly { value: QuickOutput; label: string }[] = [
  { value: 'copy', label: 'Copy' },
  { value: 'image', label: 'Image' },
];

/** Quick Create: one line to short copy (headline and body) or an image. */
const QUICK_CREATE: GeneratorSpec<QuickOutput> = {
  label: 'What do you want to promote?',
  placeholder: 'e.g. Spring sale on hand-poured soy candles, 20% off',
  choiceLabel: 'Quick Create output',
  choices: QUICK_OUTPUTS,
  initial: 'copy',
  cost: (costs, output) => (output === 'image' ? costs.image : costs.text),
  run: (input, output) => ({
    charge: charges.quickCreate(output),
    request: { path: 'quick-create', body: { input, output } },
    meta: { feature: 'quick_create', output },
  }),
};

/** Campaign Copy: structured copy per type, in the brand kit's voice. */
const CAMPAIGN_COPY: GeneratorSpec<CopyType> = {
  label: 'Describe the campaign',
  placeholder: 'e.g. Launch of our budgeting app for students, free for the first month',
  choiceLabel: 'Copy type',
  choices: COPY_TYPES,
  initial: 'ad',
  cost: (costs) => costs.text,
  run: (input, copyType) => ({
    charge: charges.campaignCopy(copyType),
    request: { path: 'campaign-copy', body: { input, copy_type: copyType } },
    meta: { feature: 'campaign_copy', copyType },
  }),
};

/** Visuals: an image in a style, through the image engine. */
const VISUALS: GeneratorSpec<VisualStyle> = {
  label: 'Describe the visual',
  placeholder: 'e.g. Lavender candle on a wooden table, morning light',
  choiceLabel: 'Visual style',
  choices: VISUAL_STYLES,
  initial: 'photo',
  cost: (costs) => costs.image,
  run: (input, style) => ({
    charge: charges.visual(style),
    request: { path: 'visuals', body: { input, style } },
    meta: { feature: 'visuals', style },
  }),
};

export const QuickCreatePanel = (props: GeneratorPanelProps) => <GeneratorPanel spec={QUICK_CREATE} {...props} />;
export const CampaignCopyPanel = (props: GeneratorPanelProps) => <GeneratorPanel spec={CAMPAIGN_COPY} {...props} />;
export const VisualsPanel = (props: GeneratorPanelProps) => <GeneratorPanel spec={VISUALS} {...props} />;
