import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { workspaceReducer, type WorkspaceAction } from './workspace-reducer';
import type { WorkspaceState } from './workspace-types';

interface WorkspaceContextValue {
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceAction>;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/** The one project state of the studio; features read and change it through useWorkspace(). */
export function WorkspaceProvider({ initial, children }: { initial: WorkspaceState; children: ReactNode }) {
  const [state, dispatch] = useReducer(workspaceReducer, initial);
  return <WorkspaceContext.Provider value={{ state, dispatch }}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace needs a WorkspaceProvider');
  return value;
}
