import { apiRequest } from './api-client';

/** Saves a blob the page already holds as a browser download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL is gone.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Fetches a file from the API and saves it under `filename` (browser download). */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await apiRequest(path, { headers: { Accept: '*/*' } });
  saveBlob(await response.blob(), filename);
}
