/** Spec 001 §3–§4: ids the browser makes before the server has one. */
export const newProjectKey = (now = Date.now()) => `movie_${now}`;
export const newCharacterId = (now = Date.now()) => `char_${now}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the id is the server's (the project exists there) rather than the browser's 'movie_' key. */
export const isServerProjectId = (id: string) => UUID.test(id);
