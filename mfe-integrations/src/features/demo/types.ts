export interface DemoMessage {
  role: 'user' | 'assistant';
  content: string;
}

export type DemoMediaKind = 'photo' | 'video';
