export type LandingMode = 'chat' | 'photo' | 'video';

export const MODES: { id: LandingMode; label: string; hint: string }[] = [
  { id: 'chat', label: 'Chat', hint: 'Start a conversation' },
  { id: 'photo', label: 'Photo', hint: 'Generate images with AI' },
  { id: 'video', label: 'Video', hint: 'Generate videos with AI' },
];
