import { assetsWorkClaimer } from '../assets/assets-work.claimer';
import { jobsWorkClaimer } from '../jobs/jobs-work.claimer';
import { chatWorkClaimer } from './chat/chat-work.claimer';
import { movieWorkClaimer } from './movie/projects/movie-work.claimer';
import { musicWorkClaimer } from './music/projects/music-work.claimer';
import type { VisitorWorkClaimer } from '../identity/ownership/visitor-work-claimer';

/**
 * Every area that keeps visitor work on the server. Listed here (given to the ownership kernel by AppModule) rather than registered by each area's module:
 * a process that serves sign-in may serve none of those areas (compose's api-core), and sign-in must still
 * move all of it. Each claimer is one SQL statement on the area's own tables, written beside the area.
 */
export const VISITOR_WORK_CLAIMERS: readonly VisitorWorkClaimer[] = [
  chatWorkClaimer,
  assetsWorkClaimer,
  jobsWorkClaimer,
  movieWorkClaimer,
  musicWorkClaimer,
];
