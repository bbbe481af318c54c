import { CreateAppMeta1763769600000 } from './migrations/1763769600000-create-app-meta';
import { CreateAccounts1795305600000 } from './migrations/1795305600000-create-accounts';
import { CreateMailOutbox1795305601000 } from './migrations/1795305601000-create-mail-outbox';
import { CreateAcademyWaitlist1795305602000 } from './migrations/1795305602000-create-academy-waitlist';
import { CreateChatAndUsage1795305610000 } from './migrations/1795305610000-create-chat-and-usage';
import { CreateMediaFiles1795305620000 } from './migrations/1795305620000-create-media-files';
import { CreateVideoJobs1795305630000 } from './migrations/1795305630000-create-video-jobs';
import { CreateApiKeys1795305640000 } from './migrations/1795305640000-create-api-keys';
import { CreateMetering1795305700000 } from './migrations/1795305700000-create-metering';
import { CreateAssets1795305800000 } from './migrations/1795305800000-create-assets';
import { CreateJobs1795305900000 } from './migrations/1795305900000-create-jobs';
import { CreateCreditsLedger1795306300000 } from './migrations/1795306300000-create-credits-ledger';
import { CreateMarketingStudio1795306310000 } from './migrations/1795306310000-create-marketing-studio';
import { CreatePhotoRequests1795306320000 } from './migrations/1795306320000-create-photo-requests';
import { CreateMovieStudio1795306100000 } from './migrations/1795306100000-create-movie-studio';
import { CreateMusicProjects1795306200000 } from './migrations/1795306200000-create-music-projects';
import { CreateBuildStudio1795306000000 } from './migrations/1795306000000-create-build-studio';
import { CreateChatConversationList1795400000000 } from './migrations/1795400000000-create-chat-conversation-list';
import { SessionDevicesAndSignIns1795402000000 } from './migrations/1795402000000-session-devices-and-sign-ins';
import { JobItems1795402800000 } from './migrations/1795402800000-job-items';
import { CreateIdempotencyKeys1795500000000 } from './migrations/1795500000000-create-idempotency-keys';
import { BuildStudioBeforeVersions1795510000000 } from './migrations/1795510000000-build-studio-before-versions';
import { CreateBuildStudioPublications1795520000000 } from './migrations/1795520000000-create-build-studio-publications';
import { MovieExportsAndAssetNames1795530000000 } from './migrations/1795530000000-movie-exports-and-asset-names';
import { MovieAspectRatioAndPosters1795600700000 } from './migrations/1795600700000-movie-aspect-ratio-and-posters';
import { CreateSalesInquiries1795600800000 } from './migrations/1795600800000-create-sales-inquiries';
import { NotifyApiKeysGone1795600900000 } from './migrations/1795600900000-notify-api-keys-gone';
import { JobAttemptStartedAt1795601000000 } from './migrations/1795601000000-job-attempt-started-at';

/** Listed, not globbed: the same list works from sources (Jest) and from dist. */
export const MIGRATIONS = [
  CreateAppMeta1763769600000,
  CreateAccounts1795305600000,
  CreateMailOutbox1795305601000,
  CreateAcademyWaitlist1795305602000,
  CreateChatAndUsage1795305610000,
  CreateMediaFiles1795305620000,
  CreateVideoJobs1795305630000,
  CreateApiKeys1795305640000,
  CreateMetering1795305700000,
  CreateAssets1795305800000,
  CreateJobs1795305900000,
  CreateCreditsLedger1795306300000,
  CreateMarketingStudio1795306310000,
  CreatePhotoRequests1795306320000,
  CreateMovieStudio1795306100000,
  CreateMusicProjects1795306200000,
  CreateBuildStudio1795306000000,
  CreateChatConversationList1795400000000,
  SessionDevicesAndSignIns1795402000000,
  JobItems1795402800000,
  CreateIdempotencyKeys1795500000000,
  BuildStudioBeforeVersions1795510000000,
  CreateBuildStudioPublications1795520000000,
  MovieExportsAndAssetNames1795530000000,
  MovieAspectRatioAndPosters1795600700000,
  CreateSalesInquiries1795600800000,
  NotifyApiKeysGone1795600900000,
  JobAttemptStartedAt1795601000000,
];
