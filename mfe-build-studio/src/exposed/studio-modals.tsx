import { Button, Modal } from '@atelier/ui';
import { GitExportButton } from '../features/export/components/git-export-button';
import { FileCount } from '../features/files/components/file-count';
import { FileTree } from '../features/files/components/file-tree';
import { NewFileModal } from '../features/files/components/new-file-modal';
import { ProjectTypeModal } from '../features/project-type/components/project-type-modal';
import { ProjectsModal } from '../features/projects/components/projects-modal';
import { PublishModal } from '../features/publish/components/publish-modal';
import { VersionsModal } from '../features/versions/components/versions-modal';
import type { ProjectType } from '../lib/workspace/workspace-types';
import type { StudioLayoutState } from './use-studio-layout';

interface StudioModalsProps {
  layout: StudioLayoutState;
  generating: boolean;
  onChooseType(type: ProjectType): void;
  onCreateFile(path: string): void;
  onSave(): void;
  saving: boolean;
}

/** The studio's modals, one open at a time (`layout.modal`); Files is the phone's file list. */
export function StudioModals({ layout, generating, onChooseType, onCreateFile, onSave, saving }: StudioModalsProps) {
  const { modal, closeModal } = layout;
  return (
    <>
      <ProjectTypeModal
        open={modal === 'type'}
        onClose={closeModal}
        onChoose={(type) => {
          closeModal();
          onChooseType(type);
        }}
      />
      <ProjectsModal open={modal === 'projects'} onClose={closeModal} />
      <VersionsModal open={modal === 'versions'} onClose={closeModal} actions={<GitExportButton />} />
      <PublishModal open={modal === 'publish'} onClose={closeModal} onSave={onSave} saving={saving} />
      <NewFileModal open={modal === 'new-file'} onClose={closeModal} onCreate={onCreateFile} />
      <Modal open={modal === 'files'} onClose={closeModal} title="Files" className="bs-files-modal">
        <div className="bs-files-modal__actions">
          <FileCount />
          <Button size="sm" variant="secondary" onClick={() => layout.openModal('new-file')} disabled={generating}>
            New File
          </Button>
        </div>
        <FileTree onChosen={layout.fileChosenOnPhone} />
      </Modal>
    </>
  );
}

/** The desktop's Files panel beside the stage. */
export function FilesAside({ layout, generating }: { layout: StudioLayoutState; generating: boolean }) {
  return (
    <aside className="bs-files" aria-label="Files">
      <div className="bs-files__head">
        <h2 className="bs-files__title">Files</h2>
        <FileCount />
        <Button size="sm" variant="ghost" onClick={() => layout.openModal('new-file')} disabled={generating}>
          New File
        </Button>
      </div>
      <FileTree onChosen={layout.fileChosen} />
    </aside>
  );
}
