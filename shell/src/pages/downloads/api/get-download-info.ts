import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@atelier/runtime';
import type { DownloadId } from '../download-items';

/** One entry of GET /api/download: measured on the zip the server actually serves. */
export interface DownloadInfo {
  kind: DownloadId;
  filename: string;
  version: string;
  sizeBytes: number;
}

/** GET /api/download: file name, version and exact size of the theme and plugin zips. */
export async function getDownloadInfo(signal?: AbortSignal): Promise<DownloadInfo[]> {
  const answer = await apiFetch<{ items: DownloadInfo[] }>('/download', { signal });
  return answer.items;
}

/** The release facts, once per visit: they only change with a deploy. */
export function useDownloadInfo() {
  return useQuery({ queryKey: ['downloads', 'info'], queryFn: ({ signal }) => getDownloadInfo(signal), staleTime: Infinity });
}
