import type { EngineDescriptor } from '../engine-descriptor';

const local = (model: string): EngineDescriptor => ({ provider: 'local', model, label: 'offline engine' });

export const LOCAL_ENGINES = {
  text: local('atelier-templates'),
  image: local('atelier-svg-sharp'),
  video: local('atelier-ffmpeg'),
  transcription: local('none'),
  vision: local('atelier-image-stats'),
  code: local('atelier-code-templates'),
  speech: local('atelier-offline-tts'),
  embeddings: local('none'),
} as const;
