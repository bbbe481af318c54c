import { assetUrl } from '../../../assets/asset-id';
import { mapEngine } from '../../../engines/engine.dto';
import type { JobRecord } from '../../../jobs/job-record';
import { isFinal } from '../../../jobs/job-record';
import type { CharacterRow } from '../characters/characters.repository';
import type { MovieCharacterDto, MovieMetaDto, SceneDto, SceneJobDto } from '../dto/movie-responses.dto';
import { SCENE_JOB } from '../movie.constants';
import { jobOfKind } from '../../../jobs/typed-job';
import type { ProjectRow } from './projects.repository';
import { renderIsCurrent, renderSourceOf } from '../scenes/render-fingerprint';
import { type CastMember, bibleOf } from '../scenes/scene-cast';
import type { SceneRow } from '../scenes/scenes.repository';
import { type AspectRatio, DEFAULT_ASPECT_RATIO, hasRatio } from '../render/aspect-ratio';

export const avatarFilenameOf = (assetId: string | null) => (assetId ? `${assetId}.png` : null);

export function mapMeta(project: ProjectRow): MovieMetaDto {
  return {
    project_id: project.id,
    title: project.title,
    logline: project.logline,
    target_length: project.target_length,
    aspect_ratio: project.aspect_ratio,
    updated_at: project.updated_at.toISOString(),
  };
}

export function mapCharacter(row: CharacterRow): MovieCharacterDto {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    avatar_filename: avatarFilenameOf(row.avatar_asset_id),
    avatar_url: row.avatar_asset_id ? assetUrl(row.avatar_asset_id) : null,
  };
}

export function castMember(row: CharacterRow): CastMember {
  return { id: row.id, name: row.name, role: row.role, bio: row.bio, avatarAssetId: row.avatar_asset_id };
}

/** A scene's cast, in the scene's order, as the Character Bible has them now (deleted ones are gone). */
export function castOf(scene: Pick<SceneRow, 'character_ids'>, characters: ReadonlyMap<string, CharacterRow>): CastMember[] {
  return scene.character_ids.flatMap((id) => {
    const row = characters.get(id);
    return row ? [castMember(row)] : [];
  });
}

function mapSceneJob(sceneId: string, job: JobRecord): SceneJobDto {
  const ids = job.kind === SCENE_JOB.name ? jobOfKind(job, SCENE_JOB).input.scene_ids : [];
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    stage: job.stage,
    scene_index: Math.max(0, ids.indexOf(sceneId)),
    scene_count: ids.length || 1,
    error: job.error?.message ?? null,
  };
}

/**
 * A scene as the studio shows it. Status: `rendering` while a job holds it (until its own render is in),
 * `completed` once it has a render, `failed` when its last job failed before giving it one, else
 * `pending`. `stale`: what its render was made from is not what the scene is now, or the render is not
 * in the movie's aspect ratio (changing it asks for every scene again).
 */
export function mapScene(scene: SceneRow, characters: ReadonlyMap<string, CharacterRow>, job: JobRecord | null, ratio: AspectRatio = DEFAULT_ASPECT_RATIO): SceneDto {
  const cast = castOf(scene, characters);
  const running = !!job && !isFinal(job.status) && scene.rendered_by_job_id !== job.id;
  let status: SceneDto['status'] = 'pending';
  if (running) status = 'rendering';
  else if (scene.video_asset_id) status = 'completed';
  else if (job?.status === 'failed' || job?.status === 'cancelled') status = 'failed';
  return {
    id: scene.id,
    scene_number: scene.scene_number,
    prompt: scene.prompt,
    bible: cast.length ? bibleOf(cast) : null,
    status,
    video_url: scene.video_asset_id ? assetUrl(scene.video_asset_id) : null,
    poster_url: scene.video_asset_id && scene.poster_asset_id ? assetUrl(scene.poster_asset_id) : null,
    duration_seconds: scene.duration_seconds,
    characters: cast.map((member) => ({
      id: member.id,
      name: member.name,
      role: member.role,
      avatar_url: member.avatarAssetId ? assetUrl(member.avatarAssetId) : null,
    })),
    stale:
      !!scene.video_asset_id &&
      (!renderIsCurrent(scene.render_hash, renderSourceOf(scene, cast)) || !hasRatio(scene.render_width, scene.render_height, ratio)),
    job: job && (running || status === 'failed') ? mapSceneJob(scene.id, job) : null,
    engine: scene.video_asset_id && scene.render_engine ? mapEngine(scene.render_engine) : null,
    width: scene.video_asset_id ? scene.render_width : null,
    height: scene.video_asset_id ? scene.render_height : null,
  };
}
