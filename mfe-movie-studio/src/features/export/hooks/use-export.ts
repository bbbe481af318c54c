import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { resolveMediaUrl, toast } from '@atelier/runtime';
import type { JobSnapshot } from '@atelier/runtime';
import type { MovieJobKind } from '../../../lib/hooks/use-movie-jobs';
import { useProjectReload } from '../../../lib/hooks/use-project-reload';
import { errorText } from '../../../lib/utils/error-text';
import { exportMovie, isFinishedExport } from '../api/export-movie';

/**
 * Export Movie: the MP4 opens in a new tab ('Movie exported!'). The tab is opened on the click itself
 * (a tab opened seconds later, when the job ends, is what popup blockers stop) and pointed at the film
 * when it is ready; it is closed again if the export fails ('Failed to export movie.').
 */
export function useExport(owner: string, projectId: string | null, follow: (jobId: string, kind: MovieJobKind) => void) {
  const reload = useProjectReload(owner);
  const pendingTab = useRef<Window | null>(null);

  const show = (url: string) => {
    const absolute = resolveMediaUrl(url);
    const tab = pendingTab.current;
    pendingTab.current = null;
    if (tab && !tab.closed) tab.location.href = absolute;
    else window.open(absolute, '_blank', 'noopener');
    toast.show('Movie exported!', 'success');
  };

  const fail = (error: unknown) => {
    pendingTab.current?.close();
    pendingTab.current = null;
    toast.show(errorText(error, 'Failed to export movie.'), 'error');
  };

  const start = useMutation({
    mutationFn: () => exportMovie({ project_id: projectId ?? '', format: 'mp4' }),
    onMutate: () => {
      const tab = window.open('', '_blank');
      if (tab) {
        tab.document.title = 'Exporting your movie…';
        tab.document.body.textContent = 'Exporting your movie…';
      }
      pendingTab.current = tab;
    },
    onSuccess: (answer) => {
      if (isFinishedExport(answer)) show(answer.export_url);
      else follow(answer.job_id, 'export');
    },
    onError: fail,
  });

  const exportJobFinished = async (final: JobSnapshot | null) => {
    await reload(projectId);
    const mediaId = final?.status === 'completed' ? (final.result as { media_id?: string } | null)?.media_id : undefined;
    if (mediaId) show(`/api/media/${mediaId}`);
    else fail(null);
  };

  return { start, exportJobFinished };
}
