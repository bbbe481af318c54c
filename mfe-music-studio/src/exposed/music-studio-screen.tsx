import { useState } from 'react';
import { usePublicConfig } from '@atelier/runtime';
import { Button, Spinner, Tabs, useMediaQuery } from '@atelier/ui';
import { StudioLayout } from '@atelier/ui/studio';
import { AccessDialog } from '../features/access/components/access-dialog';
import { useStudioAccess } from '../features/access/use-studio-access';
import { ArrangePanel } from '../features/arrange/components/arrange-panel';
import { useArrangementHistory } from '../features/arrange/hooks/use-arrangement-history';
import { useExport } from '../features/arrange/hooks/use-export';
import { BeatsPanel } from '../features/beats/components/beats-panel';
import { useBeatRender } from '../features/beats/hooks/use-beat-render';
import { LyricsPanel } from '../features/lyrics/components/lyrics-panel';
import { useWriteLyrics } from '../features/lyrics/hooks/use-write-lyrics';
import { CreatePanel } from '../features/projects/components/create-panel';
import { ProjectList } from '../features/projects/components/project-list';
import { StudioToolbar } from '../features/projects/components/studio-toolbar';
import { useCreate } from '../features/projects/hooks/use-create';
import { useOpenProject } from '../features/projects/hooks/use-open-project';
import { useProjectEdits } from '../features/projects/hooks/use-project-edits';
import { useStudioPlayback } from '../lib/audio/use-studio-playback';
import { useOwner } from '../lib/use-owner';
import './music-studio-screen.css';

type StudioTab = 'create' | 'lyrics' | 'beats' | 'arrange';

/**
 * Music Studio (spec 001 §2): Create, then Lyrics, Beats and Arrange once a project exists. Projects live
 * on the server (a visitor's in their browser session until they sign in); beats and exports are durable
 * jobs; playback runs in the browser on the audio clock.
 */
export function MusicStudioScreen() {
  const owner = useOwner();
  const opened = useOpenProject(owner, () => setTab('create'));
  const { project, currentId } = opened;
  const [tab, setTab] = useState<StudioTab>(currentId ? 'lyrics' : 'create');
  const [mobilePanel, setMobilePanel] = useState<'main' | 'side'>('main');
  // Phones: the project list opens from the header, so the shell's dock is the only bottom bar.
  const phone = useMediaQuery('(max-width: 767.98px)');
  const access = useStudioAccess();
  const { config } = usePublicConfig();
  const edits = useProjectEdits(owner, project);
  const { lyrics, arrangement } = edits;
  const beat = project?.beat ?? null;
  const playback = useStudioPlayback({ tab, projectId: project?.id, beat, arrangement: arrangement.draft });
  const writer = useWriteLyrics(owner, project, lyrics.saved);
  const beatRender = useBeatRender({ saveEdits: edits.save, refresh: opened.refresh, handleRefusal: access.handleRefusal });
  const exports = useExport({ saveEdits: edits.save, handleRefusal: access.handleRefusal });

  const open = (id: string) => {
    opened.choose(id);
    setTab('lyrics');
    setMobilePanel('main');
    exports.forget();
  };
  const creator = useCreate(owner, open);
  const projectList = <ProjectList owner={owner} currentId={currentId} onOpen={open} />;

  const history = useArrangementHistory({ projectId: project?.id ?? null, beat, draft: arrangement.draft, setDraft: arrangement.edit, active: tab === 'arrange' });

  const tabs = [
    { id: 'create', label: 'Create', content: <CreatePanel creating={creator.creating} current={project} onCreate={creator.create} /> },
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
                generating={writer.generating}
                saving={edits.saving}
                dirty={lyrics.dirty}
                onGenerate={(prompt) => void writer.write(prompt)}
                onChange={lyrics.edit}
                onSave={() => void edits.saveAll()}
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
                job={beatRender.job}
                generating={beatRender.running}
                failed={beatRender.failed}
                transport={playback.transport}
                buffersReady={playback.buffersReady}
                onGenerate={(request) => access.withAccess(() => void beatRender.run(request, project))}
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
                  transport={playback.transport}
                  buffersReady={playback.buffersReady}
                  dirty={arrangement.dirty || lyrics.dirty}
                  saving={edits.saving}
                  exporting={exports.exporting}
                  exportJob={exports.job}
                  lastExport={exports.lastExport}
                  onEdit={history.edit}
                  history={history}
                  onSave={() => void edits.saveAll()}
                  onExport={(kind) => access.withAccess(() => void exports.run(kind, project))}
                />
              ) : (
                <p className="music-lead">Generate a beat first: its sections become the clips you arrange here.</p>
              ),
          },
        ]
      : []),
  ];

  return (
    <div className="music-studio">
      <StudioLayout
        id="music-studio"
        label="Music Studio"
        toolbar={
          <>
            <StudioToolbar project={project} engine={config?.engines.music} />
            {phone ? (
              <Button size="sm" variant={mobilePanel === 'side' ? 'primary' : 'secondary'} aria-pressed={mobilePanel === 'side'} onClick={() => setMobilePanel(mobilePanel === 'side' ? 'main' : 'side')}>
                Projects
              </Button>
            ) : null}
          </>
        }
        side={phone ? undefined : { label: 'Projects', content: projectList, defaultSize: 260 }}
        main={{
          label: 'Studio',
          content: (
            <div className="music-main">
              {phone && mobilePanel === 'side' ? (
                <section aria-label="Projects">{projectList}</section>
              ) : opened.opening ? (
                <Spinner label="Opening your project" />
              ) : (
                <Tabs label="Music Studio steps" items={tabs} value={tabs.some((item) => item.id === tab) ? tab : 'create'} onValueChange={(id) => setTab(id as StudioTab)} />
              )}
            </div>
          ),
        }}
      />
      <AccessDialog gate={access.gate} onClose={access.close} onGranted={access.granted} />
    </div>
  );
}
