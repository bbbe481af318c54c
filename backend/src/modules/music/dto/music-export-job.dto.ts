import { jobOfKindDto } from '../../../jobs/http/job.dto';
import { EXPORT_JOB } from '../music.constants';
import { ExportDto } from './music-responses.dto';

/**
 * A `music.export` job as GET /api/jobs/{id} and its events show it: its result once completed is the same
 * ExportDto that POST /api/music/export answers when it holds the request, so a client following the job
 * reads the answer it would have waited for (ARCHITECTURE.md §7).
 */
export class MusicExportJobDto extends jobOfKindDto(EXPORT_JOB.name, ExportDto) {}
