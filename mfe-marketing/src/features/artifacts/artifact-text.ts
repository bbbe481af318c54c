import type { ArtifactDto } from '@atelier/api-types';

const KIND_NAMES: Record<ArtifactDto['kind'], string> = {
  copy: 'Quick copy',
  campaign_copy: 'Campaign copy',
  visual: 'Visual',
  image: 'Quick image',
};

const VARIANT_NAMES: Record<string, string> = {
  ad: 'Ad',
  email: 'Email',
  landing: 'Landing',
  social: 'Social',
  photo: 'Photo',
  illustration: 'Illustration',
  '3d': '3D',
  sketch: 'Sketch',
};

/** 'Campaign copy · Email', 'Visual · 3D', 'Quick copy'. */
export function artifactTitle(artifact: Pick<ArtifactDto, 'kind' | 'copy_type' | 'style'>): string {
  const variant = artifact.copy_type ?? artifact.style;
  return variant ? `${KIND_NAMES[artifact.kind]} · ${VARIANT_NAMES[variant] ?? variant}` : KIND_NAMES[artifact.kind];
}

/** What Copy puts on the clipboard for a text artifact: each part under its label, ready to paste. */
export function artifactText(artifact: Pick<ArtifactDto, 'output'>): string {
  return artifact.output
    .filter((item) => item.type === 'text' && item.content)
    .map((item) => (item.label ? `${item.label}:\n${item.content}` : (item.content ?? '')))
    .join('\n\n');
}

/** The artifact's image, if it is a visual. */
export function artifactImage(artifact: Pick<ArtifactDto, 'output'>) {
  return artifact.output.find((item) => item.type === 'image' && item.url) ?? null;
}
