import { ApiProperty } from '@nestjs/swagger';
import type { JobRecord } from '../job-record';

/** 202 to `Prefer: respond-async`: the job exists; follow it instead of waiting on the POST. */
export class JobAcceptedDto {
  @ApiProperty({ format: 'uuid' })
  job_id!: string;

  @ApiProperty({ enum: ['queued', 'active', 'completed', 'failed', 'cancelled'] })
  status!: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ example: '/api/jobs/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11/events' })
  events_url!: string;
}

/** The 202 body of a durable request (JobHttp's `accepted`), for an area to add its own fields to. */
export function mapJobAccepted(job: Pick<JobRecord, 'id' | 'status' | 'progress'>): JobAcceptedDto {
  return { job_id: job.id, status: job.status, progress: job.progress, events_url: `/api/jobs/${job.id}/events` };
}
