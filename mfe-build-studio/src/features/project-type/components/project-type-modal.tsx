import { Button, Modal } from '@atelier/ui';
import { PROJECT_TYPE_LABELS } from '../../../lib/workspace/starter-projects';
import type { ProjectType } from '../../../lib/workspace/workspace-types';

const TYPES: ProjectType[] = ['static', 'nodejs', 'python'];
const ICONS: Readonly<Record<ProjectType, string>> = { static: '</>', nodejs: 'JS', python: 'PY' };

interface ProjectTypeModalProps {
  open: boolean;
  onClose(): void;
  onChoose(type: ProjectType): void;
}

/** Spec 001 §2 'Choose Project Type': Static Website, Node.js API (Express), Python API (FastAPI), and Cancel. */
export function ProjectTypeModal({ open, onClose, onChoose }: ProjectTypeModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Choose Project Type"
      footer={
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <div className="bs-type-grid">
        {TYPES.map((type) => (
          <button key={type} type="button" className="bs-type-option" onClick={() => onChoose(type)}>
            <span className="bs-type-option__icon" aria-hidden="true">
              {ICONS[type]}
            </span>
            <span className="bs-type-option__title">{PROJECT_TYPE_LABELS[type].title}</span>
            <span className="bs-type-option__detail">{PROJECT_TYPE_LABELS[type].detail}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
