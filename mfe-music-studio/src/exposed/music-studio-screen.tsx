import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ArrangementDto, BeatDto, ClipDto, ExportDto, LaneStateDto, LyricSectionDto, MusicProjectDto } from '@atelier/api-types';
import { ApiError, getSessionId, randomId, resolveMediaUrl, toast, useAuth, usePublicConfig } from '@atelier/runtime';
import { Badge, Spinner, Tabs } from '@atelier/ui';
import { StudioLayout } from '@atelier/ui/studio';
import { optionLabel } from '../lib/music-options';
import { AccessDialog } from '../features/access/components/access-dialog';
import { useStudioAccess } from '../features/access/use-studio-access';
import { ArrangePanel, type ExportKind } from '../features/arrange/components/arrange-panel';
import { arrangementReducer, type ArrangementAction } from '../features/arrange/utils/arrangement-edit';
import { sharedTransport } from '../lib/audio/audio-context';
import { useStemBuffers } from '../lib/audio/stem-buffers';
import { BeatsPanel, type BeatRequest } from '../features/beats/components/beats-panel';
import { useRenderJob } from '../lib/jobs/use-render-job';
import { RenderJobFailed } from '../lib/jobs/run-render-job';
import { useGenerateLyrics } from '../features/lyrics/api/generate-lyrics';
import { LyricsPanel } from '../features/lyrics/components/lyrics-panel';
import { useCreateProject } from '../features/projects/api/create-project';
import { getProject, useProject } from '../features/projects/api/get-project';
import { musicKeys } from '../lib/project-keys';
import { useSaveProject } from '../features/projects/api/save-project';
import { CreatePanel } from '../features/projects/components/create-panel';
import { ProjectList, projectTitle } from '../features/projects/components/project-list';
import { useCurrentProjectId } from '../features/projects/hooks/use-current-project';
import { useDraft } from '../lib/use-draft';
import { openExportTab } from '../lib/open-export-tab';
import './music-studio-screen.css';

type StudioTab = 'create' | 'lyrics' | 'beats' | 'arrange';

const PREVIEW_LANES: LaneStateDto[] = (['vocals', 'drums', 'bass', 'melody', 'chords'] as const).map((lane) => ({ lane, muted: false, solo: false, volume: 1 }));

/** Each stem whole, from the start: what the Beats preview plays. */
function previewClips(beat: BeatDto): ClipDto[] {
  const lanes = ['drums', 'bass', 'melody', 'chords', ...(beat.vocals ? (['vocals'] as const) : [])] as const;
  return lanes.map((lane) => ({ id: `preview-${lane}`, lane, label: lane, start: 0, length: beat.total_beats, offset: 0 }));
}

/** An export job's result as the API's ExportDto. */
function exportOf(result: Record<string, unknown> | null): ExportDto {
  const record = (result ?? {}) as { url?: string; format?: ExportDto['format']; size?: number; duration_seconds?: number; created_at?: string };
  return { export_url: record.url ?? '', format: record.format ?? 'zip', size: record.size ?? 0, duration_seconds: record.duration_seconds ?? 0, created_at: record.created_at ?? '' };
}

/**
 * Music Studio (spec 001 §2): Create, then Lyrics, Beats and Arrange once a project exists. Projects live
 * on the server (a visitor's in their browser session until they sign in); beats and exports are durable
 * jobs; playback runs in the browser on the audio clock.
 */
export function MusicStudioScreen() {
  const { user } = useAuth();
  const owner = user ? `user:${user.id}` : `visitor:${getSessionId()}`;
  const queryClient = useQueryClient();
  const [currentId, setCurrentId] = useCurrentProjectId();
  const projectQuery = useProject(owner, currentId);
  const project = projectQuery.data ?? null;
  const [tab, setTab] = useState<StudioTab>(currentId ? 'lyrics' : 'create');
  const [mobilePanel, setMobilePanel] = useState<'main' | 'side'>('main');
  const access = useStudioAccess();
  const { config } = usePublicConfig();
  const transport = sharedTransport();

  const createProject = useCreateProject(owner);
  const saveProject = useSaveProject(owner);
  const generateLyrics = useGenerateLyrics(owner);
  const beatJob = useRenderJob();
  const exportJob = useRenderJob();
  const [beatFailed, setBeatFailed] = useState(false);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [lastExport, setLastExport] = useState<ExportDto | null>(null);

  const lyrics = useDraft<LyricSectionDto[]>(project?.lyrics ?? null, project?.id ?? '');
  const beat = (project?.beat ?? null) as BeatDto | null;
  const arrangement = useDraft<ArrangementDto>(project?.arrangement ?? null, `${project?.id}:${beat?.job_id ?? ''}`);

  // A project that is gone (deleted elsewhere, or another owner's id) is forgotten: back to Create.
  useEffect(() => {
    if (projectQuery.error instanceof ApiError && projectQuery.error.status === 404) {
      setCurrentId(null);
      setTab('create');
    }
  }, [projectQuery.error, setCurrentId]);

  const stemUrls = useMemo(
    () => (beat ? { ...beat.stems, ...(beat.vocals ? { vocals: beat.vocals.url } : {}) } : null),
    [beat],
  );
  const stems = useStemBuffers(stemUrls);
  const preview = useMemo(() => (beat ? previewClips(beat) : []), [beat]);

  // The transport plays what the open tab shows, and stops when the tab changes.
  useEffect(() => {
    if (!beat || !stems.buffers) return;
    if (tab === 'beats') transport.load({ tempo: beat.tempo, clips: preview, lanes: PREVIEW_LANES, buffers: stems.buffers });
    if (tab === 'arrange' && arrangement.draft) {
      transport.load({ tempo: beat.tempo, clips: arrangement.draft.clips, lanes: arrangement.draft.lanes, buffers: stems.buffers });
    }
  }, [tab, beat, stems.buffers, preview, arrangement.draft, transport]);
  useEffect(() => () => transport.stop(), [tab, project?.id, transport]);

  /** The project as the server has it now (after a render changed it), and the list that shows it. */
  const refreshProject = useCallback(
    (id: string) => {
      void queryClient.invalidateQueries({ queryKey: musicKeys.projects(owner) });
      return queryClient.fetchQuery({ queryKey: musicKeys.project(owner, id), queryFn: ({ signal }) => getProject(id, signal), staleTime: 0 });
    },
    [owner, queryClient],
  );

  const open = (id: string) => {
    setCurrentId(id);
    setTab('lyrics');
    setMobilePanel('main');
    setLastExport(null);
  };

  const create = (body: Parameters<typeof createProject.mutate>[0]) =>
    createProject.mutate(body, {
      onSuccess: (created) => {
        open(created.id);
        toast.success('Project created! Start with lyrics.');
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'The project could not be created.'),
    });

  const writeLyrics = async (prompt: string) => {
    if (!project) return;
    try {
      const answer = await generateLyrics.mutateAsync({ prompt, project_id: project.id, genre: project.genre, mood: project.mood });
      lyrics.saved(answer.lyrics);
      toast.success('Lyrics generated!');
    } catch {
      toast.error('Failed to generate lyrics.');
    }
  };

  /** Saves what is edited (lyrics, arrangement); true when there was nothing to save or it saved. */
  const saveEdits = async (): Promise<boolean> => {
    if (!project || (!lyrics.dirty && !arrangement.dirty)) return true;
    const body = { ...(lyrics.dirty && lyrics.draft ? { lyrics: lyrics.draft } : {}), ...(arrangement.dirty && arrangement.draft ? { arrangement: arrangement.draft } : {}) };
    try {
      const saved = await saveProject.mutateAsync({ id: project.id, body });
      lyrics.saved(saved.lyrics);
      if (saved.arrangement) arrangement.saved(saved.arrangement);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The project could not be saved.');
      return false;
    }
  };

  const runBeat = async (request: BeatRequest, target: MusicProjectDto) => {
    setBeatFailed(false);
    if (!(await saveEdits())) return;
    try {
      await beatJob.run('/music/beat', { project_id: target.id, tempo: request.tempo, key: request.key, style: request.style, request_id: randomId(16) });
      const fresh = await refreshProject(target.id);
      toast.success(`Beat generated! (${fresh.beat?.source ?? 'offline engine'})`);
    } catch (error) {
      if (access.handleRefusal(error, () => void runBeat(request, target))) return;
      setBeatFailed(error instanceof RenderJobFailed);
      toast.error('Failed to generate beat.');
    }
  };

  const runExport = async (kind: ExportKind, target: MusicProjectDto) => {
    const tab = openExportTab();
    setExporting(kind);
    try {
      if (!(await saveEdits())) throw new Error('not saved');
      const job = await exportJob.run('/music/export', { project_id: target.id, format: kind, request_id: randomId(16) });
      const exported = exportOf(job.result);
      setLastExport(exported);
      tab.go(resolveMediaUrl(exported.export_url));
      toast.success('Music exported!');
    } catch (error) {
      tab.close();
      if (access.handleRefusal(error, () => void runExport(kind, target))) return;
      toast.error('Failed to export.');
    } finally {
      setExporting(null);
    }
  };

  const editArrangement = (action: ArrangementAction) => {
    if (!beat) return;
    const reduce = arrangementReducer({ sourceBeats: beat.total_beats });
    arrangement.edit((previous) => reduce(previous, action));
  };

  const saveAll = async () => {
    if (await saveEdits()) toast.success('Project saved!');
  };

  const tabs = [
    { id: 'create', label: 'Create', content: <CreatePanel creating={createProject.isPending} current={project} onCreate={create} /> },
    ...(project
      ? [
          {
            id: 'lyrics',
            label: 'Lyrics',
            content: (
              <LyricsPanel
                key={project.id}
                prompt={project.lyrics_prompt}
                sections={lyrics.draft ?? []}
                generating={generateLyrics.isPending}
                saving={saveProject.isPending}
                dirty={lyrics.dirty}
                onGenerate={(prompt) => void writeLyrics(prompt)}
                onChange={lyrics.edit}
                onSave={() => void saveAll()}
              />
            ),
          },
          {
            id: 'beats',
            label: 'Beats',
            content: (
              <BeatsPanel
                key={project.id}
                project={project}
                job={beatJob.job}
                generating={beatJob.running}
                failed={beatFailed}
                transport={transport}
                buffersReady={!!stems.buffers}
                onGenerate={(request) => access.withAccess(() => void runBeat(request, project))}
              />
            ),
          },
          {
            id: 'arrange',
            label: 'Arrange',
            content:
              beat && arrangement.draft ? (
                <ArrangePanel
                  arrangement={arrangement.draft}
                  beat={beat}
                  transport={transport}
                  buffersReady={!!stems.buffers}
                  dirty={arrangement.dirty || lyrics.dirty}
                  saving={saveProject.isPending}
                  exporting={exporting}
                  exportJob={exportJob.job}
                  lastExport={lastExport}
                  onEdit={editArrangement}
                  onSave={() => void saveAll()}
                  onExport={(kind) => access.withAccess(() => void runExport(kind, project))}
                />
              ) : (
                <p className="music-lead">Generate a beat first: its sections become the clips you arrange here.</p>
              ),
          },
        ]
      : []),
  ];

  const engine = config?.engines.music;
  return (
    <div className="music-studio">
      <StudioLayout
        id="music-studio"
        label="Music Studio"
        toolbar={
          <div className="music-toolbar">
            <h1 className="music-toolbar__title">Music Studio</h1>
            {project ? (
              <span className="music-toolbar__project">
                <span className="music-toolbar__name">{projectTitle(project)}</span>
                <span className="music-toolbar__meta">
                  {optionLabel(project.genre)} · {optionLabel(project.mood)} · {project.length} min
                </span>
              </span>
            ) : null}
            {engine ? (
              <Badge variant="neutral" className="music-toolbar__engine" title={`Music engine: ${engine.model}`}>
                {engine.label}
              </Badge>
            ) : null}
          </div>
        }
        side={{ label: 'Projects', content: <ProjectList owner={owner} currentId={currentId} onOpen={open} />, defaultSize: 260 }}
        main={{
          label: 'Studio',
          content: (
            <div className="music-main">
              {currentId && !project && projectQuery.isPending ? (
                <Spinner label="Opening your project" />
              ) : (
                <Tabs label="Music Studio steps" items={tabs} value={tabs.some((item) => item.id === tab) ? tab : 'create'} onValueChange={(id) => setTab(id as StudioTab)} />
              )}
            </div>
          ),
        }}
        mobilePanel={mobilePanel}
        onMobilePanelChange={(panel) => setMobilePanel(panel === 'side' ? 'side' : 'main')}
        mobileOrder={['main', 'side']}
      />
      <AccessDialog gate={access.gate} onClose={access.close} onGranted={access.granted} />
    </div>
  );
}
