import { useState } from 'react';
import { downloadFile, useToast } from '@atelier/runtime';
import { DOWNLOAD_FAILED, type DownloadItem } from './download-items';

export type DownloadState = { status: 'idle' | 'busy' | 'done' } | { status: 'error'; message: string };

/** Fetches a download as a blob and saves it under the item's filename; failure is shown, never thrown. */
export function useDownload(item: DownloadItem): { state: DownloadState; start: () => Promise<void> } {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const toast = useToast();

  const start = async () => {
    setState({ status: 'busy' });
    try {
      await downloadFile(item.endpoint, item.filename);
      setState({ status: 'done' });
    } catch {
      // Any failure (non-OK answer, network) reads the same to the user: spec 000 §8.
      setState({ status: 'error', message: DOWNLOAD_FAILED });
      toast.show(DOWNLOAD_FAILED, 'error');
    }
  };

  return { state, start };
}
