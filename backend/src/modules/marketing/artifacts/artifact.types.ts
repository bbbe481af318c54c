import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import type { ArtifactKind, CopyType, VisualStyle } from '../marketing.constants';

/** Spec 001 §3: an output item is text (here with the part it is, e.g. Headline) or an image. */
export type ArtifactItem =
  | { type: 'text'; label: string; content: string }
  | { type: 'image'; url: string; media_id: string; width: number; height: number; alt: string };

export interface ArtifactRecord {
  id: string;
  chargeId: string;
  requestHash: string;
  kind: ArtifactKind;
  input: string;
  copyType: CopyType | null;
  style: VisualStyle | null;
  output: ArtifactItem[];
  engine: EngineDescriptor;
  createdAt: Date;
}

export type NewArtifact = Omit<ArtifactRecord, 'id' | 'createdAt'>;
