import { CodeEditor } from '../features/editor/components/code-editor';
import { ApiPreview } from '../features/preview/components/api-preview';
import { StaticPreview } from '../features/preview/components/static-preview';
import type { ProjectType } from '../lib/workspace/workspace-types';
import type { StudioView } from './studio-header';

interface StudioStageProps {
  view: StudioView;
  codeShown: boolean;
  projectType: ProjectType;
  projectKey: string;
}

/** The preview (static page, or the running API) or the code editor; both stay mounted once shown. */
export function StudioStage({ view, codeShown, projectType, projectKey }: StudioStageProps) {
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
