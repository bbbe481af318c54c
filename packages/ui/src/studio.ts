// `@atelier/ui/studio`: the pieces of the studios' workspaces (panel layout, media player, file drop
// zone). A shared singleton of its own, apart from `@atelier/ui`, so the shell's first render and the
// landing, which use none of them, do not load them (ARCHITECTURE.md §4). Import the rest from `@atelier/ui`.
export { acceptsFile, checkFiles, formatBytes, type FileRejection, type FileRejectionReason, type FileRules } from './file-drop-zone/file-checks';
export { FileDropZone, type FileDropZoneProps } from './file-drop-zone/file-drop-zone';
export { MediaPlayer, type MediaPlayerProps } from './media-player/media-player';
export { formatTime } from './media-player/media-text';
export type { StudioSlot } from './studio-layout/layout-storage';
export { PHONE_QUERY, StudioLayout, type StudioLayoutProps, type StudioPanelId } from './studio-layout/studio-layout';
export type { StudioPanelConfig } from './studio-layout/studio-panel';
