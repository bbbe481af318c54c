import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import type { JobSnapshot } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { StudioLayout } from '@atelier/ui/studio';
import type { MovieCharacterDto, MovieMetaDto, SceneDto } from '@atelier/api-types';
import { useCharacterActions } from '../features/characters/hooks/use-character-actions';
import { CharacterBible } from '../features/characters/components/character-bible';
import { CharacterModal } from '../features/characters/components/character-modal';
import { useExport } from '../features/export/hooks/use-export';
import { deleteProject } from '../features/projects/api/delete-project';
import { useProject } from '../features/projects/api/get-project';
import { useProjects } from '../features/projects/api/get-projects';
import { useScenePlans } from '../features/projects/api/get-scene-plans';
import { MovieDetails } from '../features/projects/components/movie-details';
import { ProjectsModal } from '../features/projects/components/projects-modal';
import { useCurrentProject } from '../features/projects/hooks/use-current-project';
import { useMetaForm } from '../features/projects/hooks/use-meta-form';
import { SceneEditModal } from '../features/scenes/components/scene-edit-modal';
import { ScenesStep } from '../features/scenes/components/scenes-step';
import { ScriptPrompt } from '../features/scenes/components/script-prompt';
import { useSceneActions } from '../features/scenes/hooks/use-scene-actions';
import { sceneLive } from '../features/scenes/utils/scene-live';
import { movieKeys } from '../lib/api/query-keys';
import { type FollowedJob, useMovieJobs } from '../lib/hooks/use-movie-jobs';
import { useMovieOwner } from '../lib/hooks/use-movie-owner';
import { type Step, StudioToolbar } from './studio-toolbar';
import './movie-studio.css';

/** Movie Studio (spec 001 §2): Script → Scenes, with durable scene renders and a real exported movie. */
export function MovieStudioScreen() {
  const owner = useMovieOwner();
  const current = useCurrentProject(owner.key);
  const client = useQueryClient();
  const dialogs = useDialogs();
  const project = useProject(owner.key, current.savedId);
  const plans = useScenePlans();
  const [step, setStep] = useState<Step>('script');
  const [prompt, setPrompt] = useState('');
  const [characterModal, setCharacterModal] = useState<{ character: MovieCharacterDto | null } | null>(null);
  const [editing, setEditing] = useState<SceneDto | null>(null);
  const [projectsOpen, setProjectsOpen] = useState(false);
  const projects = useProjects(owner.key, projectsOpen);
  const data = project.data;
  const scenes = useMemo(() => data?.scenes ?? [], [data]);
  const characters = data?.characters ?? [];

  const adopt = useCallback(
    (serverId: string) => {
      if (serverId !== current.projectRef) current.adopt(serverId);
    },
    [current],
  );
  const meta = useMetaForm(current.generation, current.projectRef, data, (saved: MovieMetaDto) => {
    adopt(saved.project_id);
    void client.invalidateQueries({ queryKey: movieKeys.project(owner.key, saved.project_id) });
  });
  const characterActions = useCharacterActions(owner.key, current.projectRef, adopt);

  const onJobFinished = (job: FollowedJob, final: JobSnapshot | null) => {
    if (job.kind === 'export') void exporter.exportJobFinished(final);
    else void sceneActions.sceneJobFinished(job, final);
  };
  const jobs = useMovieJobs(owner.jobSessionId, onJobFinished);
  const sceneActions = useSceneActions({ owner: owner.key, projectId: current.savedId, follow: jobs.follow, onScript: () => setStep('scenes') });
  const exporter = useExport(owner.key, current.savedId, jobs.follow);

  // Another movie opened (or a new one): its own prompt and step; its renders and export are followed below.
  const { stopAll, follow } = jobs;
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    stopAll();
    setPrompt('');
    setStep('script');
  }, [current.generation, stopAll]);
  useEffect(() => {
    if (!data) return;
    for (const scene of data.scenes) if (scene.job && scene.status === 'rendering') follow(scene.job.id, 'scenes');
    if (data.export.job && data.export.job.status !== 'failed') follow(data.export.job.id, 'export');
    if (shownFor === current.generation) return;
    // A movie opened with a breakdown shows its scenes; the prompt it was made from is kept for another go.
    setShownFor(current.generation);
    setPrompt((typed) => typed || data.script_prompt);
    if (data.scenes.length > 0) setStep('scenes');
  }, [data, follow, shownFor, current.generation]);

  const removeProject = useMutation({
    mutationFn: deleteProject,
    onSuccess: async (answer) => {
      if (answer.project_id === current.savedId) current.startNew();
      await client.invalidateQueries({ queryKey: movieKeys.projects(owner.key) });
    },
    onError: () => toast.show('The movie could not be deleted. Please try again.', 'error'),
  });

  const sceneJobs = Object.values(jobs.jobs).filter((job) => job.kind === 'scenes');
  const liveOf = (scene: SceneDto) => sceneLive(scene, sceneJobs);

  const exportJob = Object.values(jobs.jobs).find((job) => job.kind === 'export');
  const exporting = exporter.start.isPending || exportJob ? { percent: exportJob?.snapshot?.status === 'active' ? exportJob.snapshot.progress : null, stage: exportJob?.snapshot?.stage ?? null } : null;
  const startingScenes = new Set(sceneActions.render.isPending ? (sceneActions.render.variables ?? []) : []);

  const confirmDeleteCharacter = async (character: MovieCharacterDto) => {
    const ok = await dialogs.confirm({ title: `Delete ${character.name}?`, message: 'Scenes with this character go out of date.', confirmLabel: 'Delete', tone: 'danger' });
    if (ok) characterActions.remove.mutate(character.id);
  };
  const confirmDeleteProject = async (title: string, projectId: string) => {
    const ok = await dialogs.confirm({ title: `Delete ${title || 'Untitled movie'}?`, message: 'Its scenes and exports are deleted too.', confirmLabel: 'Delete', tone: 'danger' });
    if (ok) removeProject.mutate(projectId);
  };

  const script = (
    <div className="movie-script">
      <MovieDetails values={meta.values} plans={plans.data?.plans} onChange={meta.setValues} onCommit={meta.save} />
      <CharacterBible
        characters={characters}
        busy={characterActions.remove.isPending}
        onAdd={() => setCharacterModal({ character: null })}
        onEdit={(character) => setCharacterModal({ character })}
        onDelete={(character) => void confirmDeleteCharacter(character)}
      />
      <ScriptPrompt
        prompt={prompt}
        onPromptChange={setPrompt}
        hasTitle={meta.values.title.trim().length > 0 && !!current.savedId}
        hasCharacter={characters.length > 0}
        generating={sceneActions.script.isPending}
        onGenerate={() => sceneActions.script.mutate({ prompt: prompt.trim(), targetLength: meta.values.targetLength })}
      />
    </div>
  );

  return (
    <div className="movie-studio">
      <StudioLayout
        id="movie-studio"
        label="Movie Studio"
        toolbar={
          <StudioToolbar
            step={step}
            hasScenes={scenes.length > 0}
            canExport={scenes.some((scene) => scene.video_url)}
            exportHeight={data?.export_height ?? null}
            exporting={exporting}
            exportUrl={data?.export.export_url ?? null}
            onStep={setStep}
            onExport={() => exporter.start.mutate()}
            onProjects={() => setProjectsOpen(true)}
            onNew={() => current.startNew()}
          />
        }
        main={{
          label: step === 'script' ? 'Script' : 'Scenes',
          content:
            step === 'script' || scenes.length === 0 ? (
              script
            ) : (
              <ScenesStep
                scenes={scenes}
                liveOf={liveOf}
                starting={startingScenes}
                onGenerate={(ids) => sceneActions.render.mutate(ids)}
                onEdit={setEditing}
              />
            ),
        }}
      />
      <CharacterModal
        open={characterModal !== null}
        character={characterModal?.character ?? null}
        saving={characterActions.save.isPending}
        onClose={() => setCharacterModal(null)}
        onSave={(draft, isEdit) => characterActions.save.mutate({ draft, editing: isEdit }, { onSuccess: () => setCharacterModal(null) })}
      />
      <SceneEditModal
        scene={editing}
        characters={characters}
        saving={sceneActions.edit.isPending}
        onClose={() => setEditing(null)}
        onSave={(input) => sceneActions.edit.mutate(input, { onSuccess: () => setEditing(null) })}
      />
      <ProjectsModal
        open={projectsOpen}
        projects={projects.data?.projects}
        loading={projects.isLoading}
        failed={projects.isError}
        currentId={current.savedId}
        onClose={() => setProjectsOpen(false)}
        onOpen={(id) => {
          current.open(id);
          setProjectsOpen(false);
        }}
        onNew={() => {
          current.startNew();
          setProjectsOpen(false);
        }}
        onDelete={(item) => void confirmDeleteProject(item.title, item.project_id)}
      />
    </div>
  );
}
