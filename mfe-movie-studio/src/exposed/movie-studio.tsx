import { MovieStudioScreen } from './movie-studio-screen';

/** What the shell loads for /movie-studio. */
export default MovieStudioScreen;
