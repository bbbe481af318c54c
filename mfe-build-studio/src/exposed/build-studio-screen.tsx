import { useEffect, useState } from 'react';
import { getOwnerKey } from '@atelier/runtime';
import { Spinner, useMediaQuery } from '@atelier/ui';
import { PHONE_QUERY, StudioLayout } from '@atelier/ui/studio';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { prefetchEditorWhenIdle } from '../features/editor/prefetch-when-idle';
import { useExport } from '../features/export/use-export';
import { useFileActions } from '../features/files/use-file-actions';
import { useGeneration } from '../features/generation/use-generation';
import { useProjectCommands } from '../features/projects/use-project-commands';
import { useProjectSaving } from '../features/projects/use-project-saving';
import { TerminalPanel } from '../features/terminal/components/terminal-panel';
import { TerminalProvider, useTerminalWriter, useUnseenTerminalErrors, type TerminalEntry } from '../lib/terminal-context';
import { loadDraft } from '../lib/workspace/draft-storage';
import { newProjectState } from '../lib/workspace/new-project';
import { useDraftPersistence } from '../lib/workspace/use-draft-persistence';
import { WorkspaceProvider, useWorkspace } from '../lib/workspace/workspace-context';
import type { WorkspaceState } from '../lib/workspace/workspace-types';
import { MobileBar } from './mobile-bar';
import { StudioHeader } from './studio-header';
import { FilesAside, StudioModals } from './studio-modals';
import { StudioStage } from './studio-stage';
import { useStudioLayout } from './use-studio-layout';
import './studio.css';

/**
 * Build Studio (spec 001 §2, /build-studio): describe an app, watch its files stream in, preview and run
 * it, keep every version, export it. The project in progress comes back from browser storage on reload.
 */
export function BuildStudioScreen() {
  const [initial, setInitial] = useState<WorkspaceState | null>(null);

  useEffect(() => {
    let live = true;
    // The shell's owner scope mounts this screen afresh for each new account: the draft is read for it.
    void loadDraft(getOwnerKey()).then((draft) => {
      if (!live) return;
      setInitial(
        draft
          ? { ...newProjectState(draft.project.projectType), ...draft, streaming: {}, generating: false, revision: 1 }
          : newProjectState('static'),
      );
    });
    return () => {
      live = false;
    };
  }, []);

  // Full screen: the shell hides its bars on this route but keeps its page padding, which this covers.
  return (
    <div className="bs-screen">
      {initial ? (
        <WorkspaceProvider initial={initial}>
          <TerminalProvider>
            <Studio />
          </TerminalProvider>
        </WorkspaceProvider>
      ) : (
        <div className="bs-loading">
          <Spinner label="Opening Build Studio" />
        </div>
      )}
    </div>
  );
}

function Studio() {
  const { state } = useWorkspace();
  const terminal = useTerminalWriter();
  const unseenErrors = useUnseenTerminalErrors();
  const phone = useMediaQuery(PHONE_QUERY);
  const generation = useGeneration();
  const saving = useProjectSaving();
  const exporting = useExport();
  const commands = useProjectCommands();
  const files = useFileActions();
  const layout = useStudioLayout({ phone, onTerminalSeen: terminal.markSeen });
  useDraftPersistence(state, true);

  // Once the studio itself has rendered, not its loading state: idle moments while the draft was read came
  // before the chat's greeting was painted, and the prefetched editor (110 KB) then raced that first paint
  // (Lighthouse counted it into /build-studio's largest contentful paint: 3.1 -> 3.5 s in such runs).
  useEffect(() => {
    prefetchEditorWhenIdle();
  }, []);

  const createFile = (path: string) => {
    files.create(path);
    layout.fileCreated();
  };

  const fix = (entry: TerminalEntry) => {
    layout.showChat();
    void generation.send(`Fix this: ${entry.text}`);
  };

  const stage = <StudioStage view={layout.view} codeShown={layout.codeShown} projectType={state.project.projectType} projectKey={state.project.localId} />;
  const header = (
    <StudioHeader
      phone={phone}
      view={layout.view}
      onView={layout.showView}
      terminalOpen={layout.terminalOpen}
      onTerminal={layout.toggleTerminal}
      unseenErrors={unseenErrors}
      filesOpen={layout.filesOpen}
      onFiles={layout.toggleFiles}
      onNew={() => layout.openModal('type')}
      onProjects={() => layout.openModal('projects')}
      onSave={() => void saving.save()}
      saving={saving.saving}
      onVersions={() => layout.openModal('versions')}
      onDownload={() => void exporting.download()}
      downloading={exporting.downloading}
      onPublish={() => layout.openModal('publish')}
      onRename={() => void commands.rename()}
    />
  );
  const chat = <ChatPanel onSend={generation.send} onStop={generation.stop} />;
  const terminalPanel = <TerminalPanel onFix={state.generating ? undefined : fix} />;
  const { mobileView, view, terminalOpen } = layout;

  return (
    <>
      {phone ? (
        <StudioLayout
          id="build-studio-phone"
          label="Build Studio"
          toolbar={header}
          main={{
            label: mobileView === 'chat' ? 'Chat' : view === 'code' ? 'Code' : 'Preview',
            content: (
              <div className="bs-phone">
                <div className="bs-phone__view" hidden={mobileView !== 'chat'}>
                  {chat}
                </div>
                <div className="bs-phone__view" hidden={mobileView !== 'preview'}>
                  {stage}
                  {terminalOpen ? <div className="bs-phone__terminal">{terminalPanel}</div> : null}
                </div>
                <MobileBar view={mobileView} onView={layout.setMobileView} onFiles={() => layout.openModal('files')} onProjects={() => layout.openModal('projects')} onSave={() => void saving.save()} saving={saving.saving} />
              </div>
            ),
          }}
        />
      ) : (
        <StudioLayout
          id="build-studio"
          label="Build Studio"
          toolbar={header}
          side={{ label: 'Chat', content: chat, defaultSize: 380, minSize: 280, maxSize: 640 }}
          main={{
            label: view === 'code' ? 'Code' : 'Preview',
            content: (
              <div className="bs-workbench">
                {layout.filesOpen ? <FilesAside layout={layout} generating={state.generating} /> : null}
                {stage}
              </div>
            ),
          }}
          bottom={{ label: 'Terminal', content: terminalPanel, defaultSize: 200, collapsed: !terminalOpen, onCollapsedChange: layout.setTerminalCollapsed }}
        />
      )}
      <StudioModals layout={layout} generating={state.generating} onChooseType={(type) => void commands.chooseType(type)} onCreateFile={createFile} onSave={() => void saving.save()} saving={saving.saving} />
    </>
  );
}
