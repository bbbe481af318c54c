import { saveBlob } from '@atelier/runtime';
import type { GenerationResult } from '../types';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
const SLUG_CHARACTERS = 48;

/** 'atelier-photo-a-lighthouse-at-dawn.png': says what it is and where it came from, safe on every file system. */
export function resultFilename(result: Pick<GenerationResult, 'kind' | 'prompt'>, contentType: string): string {
  const slug = result.prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_CHARACTERS)
    .replace(/^-+|-+$/g, '');
  const extension = EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()] ?? (result.kind === 'photo' ? 'png' : 'mp4');
  return `atelier-${result.kind}${slug ? `-${slug}` : ''}.${extension}`;
}

/** Saves the result's file itself (not a link to it) under a readable name. */
export async function downloadResult(result: GenerationResult): Promise<void> {
  const response = await fetch(result.url);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  saveBlob(blob, resultFilename(result, blob.type || response.headers.get('Content-Type') || ''));
}
