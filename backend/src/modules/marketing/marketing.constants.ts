import { IMAGE_STYLES } from '../../engines/image-engine';

/** Spec 001 §9. */
export const COPY_TYPES = ['ad', 'email', 'landing', 'social'] as const;
export type CopyType = (typeof COPY_TYPES)[number];

export const VISUAL_STYLES = IMAGE_STYLES;
export type VisualStyle = (typeof VISUAL_STYLES)[number];

/** Spec 001 §3: what made an artifact. Quick Create makes `copy` or `image`, Campaign Copy `campaign_copy`, Visuals `visual`. */
export const ARTIFACT_KINDS = ['copy', 'campaign_copy', 'visual', 'image'] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/** The `meta.feature` of a charge: which part of the studio spent it. */
export const FEATURES = ['quick_create', 'campaign_copy', 'visuals', 'chat'] as const;
export type Feature = (typeof FEATURES)[number];

export const QUICK_OUTPUTS = ['copy', 'image'] as const;
export type QuickOutput = (typeof QUICK_OUTPUTS)[number];

/** Spec 001 §7: `source (web)`. */
export const CHARGE_SOURCES = ['web'] as const;

export const INPUT_MAX_CHARACTERS = 2_000;
export const BRAND_FIELD_MAX_CHARACTERS = 200;
export const CHAT_MESSAGE_MAX_CHARACTERS = 4_000;

/** Recent Artifacts list; older ones stay stored and reachable by id. */
export const ARTIFACTS_PAGE_MAX = 100;
export const ARTIFACTS_PAGE_DEFAULT = 50;
/** Recent artifacts the Chat Engineer is told about, and earlier chat messages it sees. */
export const ASSISTANT_ARTIFACTS = 6;
export const ASSISTANT_HISTORY_MESSAGES = 12;
export const CHAT_HISTORY_MESSAGES = 100;
export const VISUAL_SIDE = 1024;
