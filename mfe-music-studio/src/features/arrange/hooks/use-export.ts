import { useState } from 'react';
import type { ExportDto, MusicExportJobDto, MusicProjectDto } from '@atelier/api-types';
import { type JobSnapshot, randomId, resolveMediaUrl, toast } from '@atelier/runtime';
import type { HandleRefusal } from '../../../lib/access-refusal';
import { useRenderJob } from '../../../lib/jobs/use-render-job';
import { startDownload } from '../../../lib/start-download';
import type { ExportKind } from '../components/arrange-panel';

export interface ExportSteps {
  /** Saves the open edits first: the export renders the saved arrangement. */
  saveEdits(): Promise<boolean>;
  handleRefusal: HandleRefusal;
}

/** A `music.export` job as the API documents it: its result is the export POST /api/music/export answers. */
type ExportJob = JobSnapshot & MusicExportJobDto;
const isExportJob = (job: JobSnapshot): job is ExportJob => job.kind === 'music.export';

/**
 * Export (spec 001 §7) as a durable job: once rendered, the file downloads under the project's name (no tab
 * is opened); the latest export stays offered for download.
 */
export function useExport({ saveEdits, handleRefusal }: ExportSteps) {
  const render = useRenderJob();
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [lastExport, setLastExport] = useState<ExportDto | null>(null);

  const run = async (kind: ExportKind, target: MusicProjectDto): Promise<void> => {
    setExporting(kind);
    try {
      if (!(await saveEdits())) throw new Error('not saved');
      const job = await render.run('/music/export', { project_id: target.id, format: kind, request_id: randomId(16) });
      if (!isExportJob(job) || !job.result) throw new Error(`job ${job.id} (${job.kind}) has no export`);
      setLastExport(job.result);
      startDownload(resolveMediaUrl(job.result.export_url), job.result.file_name);
      toast.success('Music exported!');
    } catch (error) {
      if (handleRefusal(error, () => void run(kind, target))) return;
      toast.error('Failed to export.');
    } finally {
      setExporting(null);
    }
  };

  return { job: render.job, exporting, lastExport, run, forget: () => setLastExport(null) };
}
