import { StudioLayout } from '@atelier/ui/studio';
import { MoviePlayer } from '../features/export/components/movie-player';
import { CharacterModal } from '../features/characters/components/character-modal';
import { useCharacterEditor } from '../features/characters/hooks/use-character-editor';
import { ExportList } from '../features/export/components/export-list';
import { useProject } from '../features/projects/api/get-project';
import { useScenePlans } from '../features/projects/api/get-scene-plans';
import { ProjectsModal } from '../features/projects/components/projects-modal';
import { useCurrentProject } from '../features/projects/hooks/use-current-project';
import { useMetaForm } from '../features/projects/hooks/use-meta-form';
import { useProjectsDialog } from '../features/projects/hooks/use-projects-dialog';
import { SceneEditModal } from '../features/scenes/components/scene-edit-modal';
import { ScenesStep } from '../features/scenes/components/scenes-step';
import { useSceneEditor } from '../features/scenes/hooks/use-scene-editor';
import { useMovieOwner } from '../lib/hooks/use-movie-owner';
import { ScriptStep } from './script-step';
import { StudioToolbar } from './studio-toolbar';
import { useMovieSteps } from './use-movie-steps';
import { useStudioJobs } from './use-studio-jobs';
import './movie-studio.css';

/** Movie Studio (spec 001 §2): Script → Scenes, with durable scene renders and a real exported movie. */
export function MovieStudioScreen() {
  const owner = useMovieOwner();
  const current = useCurrentProject(owner.key);
  const data = useProject(owner.key, current.savedId).data;
  const plans = useScenePlans();
  const steps = useMovieSteps(current.generation, data);
  const work = useStudioJobs({ owner, projectId: current.savedId, generation: current.generation, project: data, onScript: () => steps.setStep('scenes') });
  const meta = useMetaForm(owner.key, current, data);
  const characterEditor = useCharacterEditor(owner.key, current.projectRef, current.adopt);
  const projects = useProjectsDialog(owner.key, current);
  const sceneEditor = useSceneEditor(work.scenes.edit);
  const scenes = data?.scenes ?? [];
  const characters = data?.characters ?? [];

  const script = (
    <ScriptStep
      meta={meta}
      plans={plans.data?.plans}
      characters={characters}
      bible={characterEditor.bible}
      prompt={steps.prompt}
      onPromptChange={steps.setPrompt}
      saved={!!current.savedId}
      script={work.scenes.script}
    />
  );

  return (
    <div className="movie-studio">
      <StudioLayout
        id="movie-studio"
        label="Movie Studio"
        toolbar={
          <StudioToolbar
            step={steps.step}
            hasScenes={scenes.length > 0}
            canExport={scenes.some((scene) => scene.video_url)}
            exportHeight={data?.export_height ?? null}
            exporting={work.exporting}
            exportUrl={data?.export.export_url ?? null}
            onStep={steps.setStep}
            onExport={() => work.exporter.start.mutate()}
            onProjects={projects.show}
            onNew={() => current.startNew()}
          />
        }
        main={{
          // Not "Script"/"Scenes": the step's own section already bears that name, and two regions may not share one (axe landmark-unique).
          label: steps.step === 'script' ? 'Script step' : 'Scenes step',
          content:
            steps.step === 'script' || scenes.length === 0 ? (
              script
            ) : (
              <>
                {data?.export.export_url && !work.exporting ? <MoviePlayer exportUrl={data.export.export_url} posterUrl={data.export.poster_url} title={data.title} /> : null}
                <ScenesStep scenes={scenes} liveOf={work.liveOf} starting={work.starting} onGenerate={(ids) => work.scenes.render.mutate(ids)} onEdit={sceneEditor.open} />
                <ExportList owner={owner.key} projectId={current.savedId} exports={data?.exports ?? []} />
              </>
            ),
        }}
      />
      <CharacterModal {...characterEditor.modal} />
      <SceneEditModal characters={characters} {...sceneEditor.modal} />
      <ProjectsModal {...projects.modal} />
    </div>
  );
}
