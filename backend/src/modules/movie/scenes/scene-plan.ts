import type { TargetLength } from '../movie.constants';

/**
 * How many scenes a breakdown has for each target length. A generated clip is 4–12 s on today's video
 * models, so a film is stitched from many shots; a scene here is a story beat of about a minute (a
 * screenplay page), rendered as one clip by the offline engine and as several shots by a provider.
 * Short films get close to one scene a minute; longer ones are capped at 24 so the scene grid stays
 * something a person can review and regenerate card by card, which makes their scenes longer — 2.5
 * minutes at most, the clip length the studios page promises.
 */
export const SCENES_FOR_LENGTH: Readonly<Record<TargetLength, number>> = {
  5: 6,
  10: 10,
  20: 14,
  30: 18,
  60: 24,
};

export interface ScenePlan {
  sceneCount: number;
  /** Intended length of each scene, whole seconds, adding up to the target length exactly. */
  durations: number[];
}

export function scenePlan(targetMinutes: TargetLength): ScenePlan {
  const sceneCount = SCENES_FOR_LENGTH[targetMinutes];
  const total = targetMinutes * 60;
  const base = Math.floor(total / sceneCount);
  const longer = total - base * sceneCount;
  // The first scenes take the spare seconds, one each.
  const durations = Array.from({ length: sceneCount }, (_, index) => base + (index < longer ? 1 : 0));
  return { sceneCount, durations };
}
