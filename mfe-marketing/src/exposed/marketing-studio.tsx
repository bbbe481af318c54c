import { MarketingStudio } from '../features/studio/components/marketing-studio';

/** What the shell loads for /marketing-studio. */
export default MarketingStudio;
