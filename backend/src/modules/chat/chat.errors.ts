/** The chat's text when an engine fails without a message fit to show (ARCHITECTURE.md §8). */
export const GENERIC_ENGINE_FAILURE = 'The chat engine could not answer. Please try again.';
