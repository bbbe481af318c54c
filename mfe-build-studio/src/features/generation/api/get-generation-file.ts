import { apiFetch } from '@atelier/runtime';
import type { BuildGenerationFileDto } from '@atelier/api-types';

/** GET /build-studio/generations/{id}/file: a whole file of a recent answer, when its patch did not apply here. */
export function getGenerationFile(generationId: string, path: string): Promise<BuildGenerationFileDto> {
  return apiFetch<BuildGenerationFileDto>(`/build-studio/generations/${encodeURIComponent(generationId)}/file?path=${encodeURIComponent(path)}`, {
  });
}
