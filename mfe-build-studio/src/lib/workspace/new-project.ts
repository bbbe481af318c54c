import { DEFAULT_PROJECT_NAME, GREETINGS, starterFiles } from './starter-projects';
import type { ChatMessage, ProjectType, WorkspaceState } from './workspace-types';

let sequence = 0;
/** A unique id for a chat message. */
export function messageId(): string {
  sequence += 1;
  return `m${Date.now().toString(36)}${sequence}`;
}

export function aiMessage(text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: messageId(), sender: 'ai', text, ...extra };
}

/** A fresh project of a type: its starter files and its greeting (spec: choosing a type resets the chat). */
export function newProjectState(type: ProjectType, revision = 0): WorkspaceState {
  const files = starterFiles(type);
  return {
    // Spec: a saved build project's id is a timestamp string.
    project: { localId: String(Date.now()), serverId: null, name: DEFAULT_PROJECT_NAME, projectType: type, lastSaved: null },
    files,
    history: [],
    messages: [aiMessage(GREETINGS[type])],
    selectedPath: files[0]?.path ?? null,
    streaming: {},
    generating: false,
    dirty: false,
    revision,
  };
}
