import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import type { MovieProjectDto } from '@atelier/api-types';
import { useProjectReload } from '../../../lib/hooks/use-project-reload';
import { useSaveQueue } from '../../../lib/hooks/use-save-queue';
import { type AspectRatio, DEFAULT_ASPECT_RATIO } from '../../../lib/utils/aspect-ratio';
import { DEFAULT_TARGET_LENGTH, type TargetLength } from '../../../lib/utils/target-length';
import { saveMeta } from '../api/save-meta';
import type { CurrentProject } from './use-current-project';

export const TITLE_MAX = 80;
export const LOGLINE_MAX = 500;

export interface MetaValues {
  title: string;
  logline: string;
  targetLength: TargetLength;
  aspectRatio: AspectRatio;
}

const EMPTY: MetaValues = { title: '', logline: '', targetLength: DEFAULT_TARGET_LENGTH, aspectRatio: DEFAULT_ASPECT_RATIO };
const same = (a: MetaValues, b: MetaValues) =>
  a.title === b.title && a.logline === b.logline && a.targetLength === b.targetLength && a.aspectRatio === b.aspectRatio;

/**
 * Movie Details (spec 001 §5): saved on leaving a field or choosing a length or aspect ratio, only with a title
 * ('Movie title is required!' otherwise); 'Movie metadata saved!' on success, nothing on failure. The
 * first save creates the movie: the page takes its server id.
 */
export function useMetaForm(owner: string, current: Pick<CurrentProject, 'generation' | 'projectRef' | 'adopt'>, project: MovieProjectDto | undefined) {
  const { generation, projectRef } = current;
  const reload = useProjectReload(owner);
  const [values, setValues] = useState<MetaValues>(EMPTY);
  const saved = useRef<MetaValues>(EMPTY);
  const filled = useRef(false);
  // Saves one at a time (a ratio chosen right after a length was once saved before it and lost); a save sent
  // after the first one's answer names the movie that answer created.
  const queue = useSaveQueue(generation);
  const serverId = useRef<string | null>(null);
  const generationNow = useRef(generation);
  generationNow.current = generation;

  // Another movie opened, or a new one: an empty form, filled once that movie's details arrive. A new
  // movie getting its server id is not another movie: what is being typed stays.
  useEffect(() => {
    filled.current = false;
    saved.current = EMPTY;
    serverId.current = null;
    setValues(EMPTY);
  }, [generation]);
  useEffect(() => {
    if (!project || filled.current) return;
    filled.current = true;
    const loaded = { title: project.title, logline: project.logline, targetLength: project.target_length as TargetLength, aspectRatio: project.aspect_ratio };
    saved.current = loaded;
    setValues((typed) => (same(typed, EMPTY) ? loaded : typed));
  }, [project]);

  const mutation = useMutation({
    mutationFn: saveMeta,
    onSuccess: (meta) => {
      toast.show('Movie metadata saved!', 'success');
      current.adopt(meta.project_id);
      void reload(meta.project_id);
    },
  });

  const save = (patch: Partial<MetaValues> = {}) => {
    const next = { ...values, ...patch };
    if (patch.targetLength !== undefined || patch.aspectRatio !== undefined) setValues(next);
    const title = next.title.trim();
    if (!title) {
      toast.show('Movie title is required!', 'error');
      return;
    }
    const trimmed = { title, logline: next.logline.trim(), targetLength: next.targetLength, aspectRatio: next.aspectRatio };
    if (same(trimmed, saved.current)) return;
    const before = saved.current;
    saved.current = trimmed;
    filled.current = true;
    queue.enqueue((done) =>
      mutation.mutate(
        { project_id: serverId.current ?? projectRef, title: trimmed.title, logline: trimmed.logline, target_length: trimmed.targetLength, aspect_ratio: trimmed.aspectRatio },
        {
          onSuccess: (meta) => generationNow.current === generation && (serverId.current = meta.project_id),
          // The spec shows nothing when saving fails; the next blur tries again.
          onError: () => (saved.current = before),
          onSettled: done,
        },
      ),
    );
  };

  return { values, setValues, save, saving: mutation.isPending };
}
