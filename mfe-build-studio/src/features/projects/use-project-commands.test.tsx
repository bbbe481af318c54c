import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { newProjectState } from '../../lib/workspace/new-project';
import { WorkspaceProvider, useWorkspace } from '../../lib/workspace/workspace-context';
import type { WorkspaceState } from '../../lib/workspace/workspace-types';
import { useProjectCommands } from './use-project-commands';

const prompt = jest.fn();
const confirm = jest.fn();
jest.mock('@atelier/ui', () => ({ useDialogs: () => ({ prompt, confirm, alert: jest.fn() }) }));

function commands(initial: WorkspaceState) {
  const wrapper = ({ children }: { children: ReactNode }) => <WorkspaceProvider initial={initial}>{children}</WorkspaceProvider>;
  const hook = renderHook(() => ({ commands: useProjectCommands(), workspace: useWorkspace() }), { wrapper });
  return { get current() { return hook.result.current; } };
}

beforeEach(() => {
  prompt.mockReset();
  confirm.mockReset();
});

describe('useProjectCommands', () => {
  it('starts a project of the chosen type with its starter files', async () => {
    const studio = commands(newProjectState('static'));
    await act(() => studio.current.commands.chooseType('python'));
    expect(studio.current.workspace.state.project.projectType).toBe('python');
    expect(studio.current.workspace.state.files).toEqual(newProjectState('python').files);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps unsaved changes when the user declines to lose them', async () => {
    const dirty = { ...newProjectState('static'), dirty: true };
    const studio = commands(dirty);
    confirm.mockResolvedValue(false);
    await act(() => studio.current.commands.chooseType('nodejs'));
    expect(studio.current.workspace.state.project.projectType).toBe('static');
  });

  it('renames the project to the trimmed name, and ignores a blank or unchanged one', async () => {
    const studio = commands(newProjectState('static'));
    prompt.mockResolvedValueOnce('   ');
    await act(() => studio.current.commands.rename());
    expect(studio.current.workspace.state.project.name).toBe('New Project');

    prompt.mockResolvedValueOnce('  Shop  ');
    await act(() => studio.current.commands.rename());
    expect(studio.current.workspace.state.project.name).toBe('Shop');
    expect(prompt).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Project name', defaultValue: 'New Project', maxLength: 100 }));
  });
});
