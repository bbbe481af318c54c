import { MarketingStudio } from './marketing-studio-screen';

/** What the shell loads for /marketing-studio. */
export default MarketingStudio;
