import { MusicStudioScreen } from './music-studio-screen';

/** What the shell loads for /music-studio. */
export default MusicStudioScreen;
