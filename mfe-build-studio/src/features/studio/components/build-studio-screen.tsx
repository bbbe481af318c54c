import { useEffect, useState } from 'react';
import { getOwnerKey } from '@atelier/runtime';
import { Button, Modal, Spinner, useDialogs, useMediaQuery } from '@atelier/ui';
import { PHONE_QUERY, StudioLayout } from '@atelier/ui/studio';
import { ChatPanel } from '../../chat/components/chat-panel';
import { CodeEditor } from '../../editor/components/code-editor';
import { useExport } from '../../export/use-export';
import { FileTree } from '../../files/components/file-tree';
import { NewFileModal } from '../../files/components/new-file-modal';
import { useFileActions } from '../../files/use-file-actions';
import { useGeneration } from '../../generation/use-generation';
import { ApiPreview } from '../../preview/components/api-preview';
import { StaticPreview } from '../../preview/components/static-preview';
import { ProjectTypeModal } from '../../project-type/components/project-type-modal';
import { ProjectsModal } from '../../projects/components/projects-modal';
import { useProjectLoading } from '../../projects/use-project-loading';
import { useProjectSaving } from '../../projects/use-project-saving';
import { TerminalPanel } from '../../terminal/components/terminal-panel';
import { TerminalProvider, useTerminal, type TerminalEntry } from '../../terminal/terminal-context';
import { VersionsModal } from '../../versions/components/versions-modal';
import { loadDraft } from '../../workspace/draft-storage';
import { newProjectState } from '../../workspace/new-project';
import { useDraftPersistence } from '../../workspace/use-draft-persistence';
import { WorkspaceProvider, useWorkspace } from '../../workspace/workspace-context';
import type { ProjectType, WorkspaceState } from '../../workspace/workspace-types';
import { MobileBar, type MobileView } from './mobile-bar';
import { StudioHeader, type StudioView } from './studio-header';
import '../studio.css';

type OpenModal = 'type' | 'projects' | 'versions' | 'new-file' | 'files' | null;

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
  const { state, dispatch } = useWorkspace();
  const terminal = useTerminal();
  const phone = useMediaQuery(PHONE_QUERY);
  const dialogs = useDialogs();
  const generation = useGeneration();
  const saving = useProjectSaving();
  const exporting = useExport();
  const loading = useProjectLoading();
  const files = useFileActions();
  const [view, setView] = useState<StudioView>('preview');
  const [codeShown, setCodeShown] = useState(false);
  const [mobileView, setMobileView] = useState<MobileView>('chat');
  const [terminalOpen, setTerminalOpen] = useState(false);
  const [filesOpen, setFilesOpen] = useState(true);
  const [modal, setModal] = useState<OpenModal>(null);
  useDraftPersistence(state, true);

  const changeView = (next: StudioView) => {
    setView(next);
    if (next === 'code') setCodeShown(true);
  };

  const toggleTerminal = () => {
    setTerminalOpen((open) => !open);
    terminal.markSeen();
  };

  const chooseType = async (type: ProjectType) => {
    setModal(null);
    if (!(await loading.mayReplace())) return;
    const fresh = newProjectState(type);
    dispatch({ type: 'reset', project: fresh.project, files: fresh.files, history: fresh.history, messages: fresh.messages });
  };

  const rename = async () => {
    const name = await dialogs.prompt({ title: 'Project name', label: 'Name', defaultValue: state.project.name, maxLength: 100, confirmLabel: 'Rename' });
    if (name === null || !name.trim() || name.trim() === state.project.name) return;
    dispatch({ type: 'project-meta', patch: { name: name.trim() } });
  };

  const fix = (entry: TerminalEntry) => {
    if (phone) setMobileView('chat');
    void generation.send(`Fix this: ${entry.text}`);
  };

  const stage = (
    <Stage view={view} codeShown={codeShown} projectType={state.project.projectType} projectKey={state.project.localId} />
  );
  const fileList = (
    <aside className="bs-files" aria-label="Files">
      <div className="bs-files__head">
        <h2 className="bs-files__title">Files</h2>
        <Button size="sm" variant="ghost" onClick={() => setModal('new-file')} disabled={state.generating}>
          New File
        </Button>
      </div>
      <FileTree
        onChosen={() => {
          if (view !== 'code') changeView('code');
        }}
      />
    </aside>
  );

  const header = (
    <StudioHeader
      phone={phone}
      view={view}
      onView={(next) => {
        changeView(next);
        if (phone) setMobileView('preview');
      }}
      terminalOpen={terminalOpen}
      onTerminal={toggleTerminal}
      unseenErrors={terminal.unseenErrors}
      filesOpen={filesOpen}
      onFiles={() => setFilesOpen((open) => !open)}
      onNew={() => setModal('type')}
      onProjects={() => setModal('projects')}
      onSave={() => void saving.save()}
      saving={saving.saving}
      onVersions={() => setModal('versions')}
      onDownload={() => void exporting.download()}
      downloading={exporting.downloading}
      onRename={() => void rename()}
    />
  );

  const chat = <ChatPanel onSend={(prompt, image) => void generation.send(prompt, image)} onStop={generation.stop} />;
  const terminalPanel = <TerminalPanel onFix={state.generating ? undefined : fix} />;

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
                <MobileBar view={mobileView} onView={setMobileView} onFiles={() => setModal('files')} onProjects={() => setModal('projects')} onSave={() => void saving.save()} saving={saving.saving} />
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
                {filesOpen ? fileList : null}
                {stage}
              </div>
            ),
          }}
          bottom={{
            label: 'Terminal',
            content: terminalPanel,
            defaultSize: 200,
            collapsed: !terminalOpen,
            onCollapsedChange: (collapsed) => {
              setTerminalOpen(!collapsed);
              terminal.markSeen();
            },
          }}
        />
      )}
      <ProjectTypeModal open={modal === 'type'} onClose={() => setModal(null)} onChoose={(type) => void chooseType(type)} />
      <ProjectsModal open={modal === 'projects'} onClose={() => setModal(null)} />
      <VersionsModal open={modal === 'versions'} onClose={() => setModal(null)} />
      <NewFileModal open={modal === 'new-file'} onClose={() => setModal(null)} onCreate={files.create} />
      <Modal open={modal === 'files'} onClose={() => setModal(null)} title="Files" className="bs-files-modal">
        <div className="bs-files-modal__actions">
          <Button size="sm" variant="secondary" onClick={() => setModal('new-file')} disabled={state.generating}>
            New File
          </Button>
        </div>
        <FileTree
          onChosen={() => {
            // Spec 001 §2: choosing a file switches to the preview and closes the modal.
            setMobileView('preview');
            setModal(null);
          }}
        />
      </Modal>
    </>
  );
}

/** The preview (static page, or the running API) or the code editor; both stay mounted once shown. */
function Stage({ view, codeShown, projectType, projectKey }: { view: StudioView; codeShown: boolean; projectType: ProjectType; projectKey: string }) {
  return (
    <div className="bs-stage">
      <div className="bs-stage__pane" hidden={view !== 'preview'}>
        {projectType === 'static' ? <StaticPreview /> : <ApiPreview key={`${projectKey}:${projectType}`} projectType={projectType} />}
      </div>
      {codeShown ? (
        <div className="bs-stage__pane" hidden={view !== 'code'}>
          <CodeEditor />
        </div>
      ) : null}
    </div>
  );
}
