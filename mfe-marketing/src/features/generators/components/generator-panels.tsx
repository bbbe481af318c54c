import { useState } from 'react';
import { SegmentedControl } from '@atelier/ui';
import type { CreditCostsDto, CreditsResponseDto } from '@atelier/api-types';
import { COPY_TYPES, type CopyType, type QuickOutput, VISUAL_STYLES, type VisualStyle, charges } from '../../../lib/charges';
import { useGenerator } from '../hooks/use-generator';
import { GeneratorForm } from './generator-form';

export interface GeneratorPanelProps {
  costs: CreditCostsDto | undefined;
  credits: CreditsResponseDto | undefined;
  signedIn: boolean;
}

const balanceOf = (credits: CreditsResponseDto | undefined, currency: 'RC' | 'SC' | undefined) =>
  credits && currency ? (currency === 'RC' ? credits.rc : credits.sc) : undefined;

const QUICK_OUTPUTS: readonly { value: QuickOutput; label: string }[] = [
  { value: 'copy', label: 'Copy' },
  { value: 'image', label: 'Image' },
];

/** Quick Create: one line to short copy (headline and body) or an image. */
export function QuickCreatePanel({ costs, credits, signedIn }: GeneratorPanelProps) {
  const [output, setOutput] = useState<QuickOutput>('copy');
  const generator = useGenerator();
  const cost = output === 'image' ? costs?.image : costs?.text;
  return (
    <GeneratorForm
      label="What do you want to promote?"
      placeholder="e.g. Spring sale on hand-poured soy candles, 20% off"
      options={<SegmentedControl label="Quick Create output" options={QUICK_OUTPUTS} value={output} onChange={setOutput} size="sm" />}
      cost={cost}
      balance={balanceOf(credits, cost?.currency)}
      busy={generator.busy}
      error={generator.error}
      signedIn={signedIn}
      onSubmit={async (input) =>
        Boolean(
          await generator.run({
            charge: charges.quickCreate(output),
            request: { path: 'quick-create', body: { input, output } },
            meta: { feature: 'quick_create', output },
          }),
        )
      }
    />
  );
}

/** Campaign Copy: structured copy per type, in the brand kit's voice. */
export function CampaignCopyPanel({ costs, credits, signedIn }: GeneratorPanelProps) {
  const [copyType, setCopyType] = useState<CopyType>('ad');
  const generator = useGenerator();
  return (
    <GeneratorForm
      label="Describe the campaign"
      placeholder="e.g. Launch of our budgeting app for students, free for the first month"
      options={<SegmentedControl label="Copy type" options={COPY_TYPES} value={copyType} onChange={setCopyType} size="sm" />}
      cost={costs?.text}
      balance={balanceOf(credits, costs?.text.currency)}
      busy={generator.busy}
      error={generator.error}
      signedIn={signedIn}
      onSubmit={async (input) =>
        Boolean(
          await generator.run({
            charge: charges.campaignCopy(copyType),
            request: { path: 'campaign-copy', body: { input, copy_type: copyType } },
            meta: { feature: 'campaign_copy', copyType },
          }),
        )
      }
    />
  );
}

/** Visuals: an image in a style, through the image engine. */
export function VisualsPanel({ costs, credits, signedIn }: GeneratorPanelProps) {
  const [style, setStyle] = useState<VisualStyle>('photo');
  const generator = useGenerator();
  return (
    <GeneratorForm
      label="Describe the visual"
      placeholder="e.g. Lavender candle on a wooden table, morning light"
      options={<SegmentedControl label="Visual style" options={VISUAL_STYLES} value={style} onChange={setStyle} size="sm" />}
      cost={costs?.image}
      balance={balanceOf(credits, costs?.image.currency)}
      busy={generator.busy}
      error={generator.error}
      signedIn={signedIn}
      onSubmit={async (input) =>
        Boolean(
          await generator.run({
            charge: charges.visual(style),
            request: { path: 'visuals', body: { input, style } },
            meta: { feature: 'visuals', style },
          }),
        )
      }
    />
  );
}
