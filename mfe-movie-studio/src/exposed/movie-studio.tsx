import { MovieStudioScreen } from '../features/movie/components/movie-studio-screen';

/** What the shell loads for /movie-studio. */
export default MovieStudioScreen;
