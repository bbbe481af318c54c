import { createHash } from 'node:crypto';
import type { EngineProvider } from '../../../engines/engine-descriptor';
import { type CastMember, castPrompt, renderHash } from './scene-cast';

/** A scene as its render reads it (the engine is the one that made, or will make, the clip). */
export interface SceneRenderSource {
  sceneNumber: number;
  prompt: string;
  durationSeconds: number;
  cast: readonly CastMember[];
  provider: EngineProvider;
}

/**
 * The inputs each engine's scene render actually reads — the one list to extend when a render starts
 * reading something new (one line per input). Offline (`render/offline/*`): the scene number (drawn, and
 * the seed of the music bed), the text, the length, and each cast member's name, role and avatar — never
 * the bio, which no offline frame shows. A provider: the prompt it is sent (the bible is bound into it),
 * the length (the number of shots) and the avatars of its reference sheet.
 */
function renderInputs(source: SceneRenderSource): Record<string, unknown> {
  if (source.provider === 'local') {
    return {
      scene_number: source.sceneNumber,
      prompt: source.prompt,
      seconds: source.durationSeconds,
      cast: source.cast.map((member) => [member.name, member.role, member.avatarAssetId]),
    };
  }
  return {
    prompt: castPrompt(source.prompt, source.cast),
    seconds: source.durationSeconds,
    avatars: source.cast.map((member) => member.avatarAssetId),
  };
}

/** A stored scene as its render reads it; the engine of its held render when there is one, else the offline one. */
export function renderSourceOf(
  scene: { scene_number: number; prompt: string; duration_seconds: number; render_engine: { provider: EngineProvider } | null },
  cast: readonly CastMember[],
  provider: EngineProvider = scene.render_engine?.provider ?? 'local',
): SceneRenderSource {
  return { sceneNumber: scene.scene_number, prompt: scene.prompt, durationSeconds: scene.duration_seconds, cast, provider };
}

/** The render fingerprint: equal fingerprints make byte-identical clips, so only a change of it is worth a render. */
export function renderFingerprint(source: SceneRenderSource): string {
  return createHash('sha256').update(JSON.stringify(['scene-render/2', source.provider, renderInputs(source)])).digest('hex');
}

/**
 * Whether a scene's held render is still what rendering it now would make. Renders stored before the
 * fingerprint existed carry the older hash of the whole bible entry; it still counts until they are redone.
 */
export function renderIsCurrent(renderHashHeld: string | null, source: SceneRenderSource): boolean {
  if (!renderHashHeld) return false;
  return renderHashHeld === renderFingerprint(source) || renderHashHeld === renderHash({ prompt: source.prompt, durationSeconds: source.durationSeconds }, source.cast);
}
