/** The e2e stack runs on its own ports so it never collides with a developer's `npm start`. */
export const E2E_PORTS = {
  shell: 3100,
  chat: 3101,
  build_studio: 3102,
  movie_studio: 3103,
  music_studio: 3104,
  marketing: 3105,
  integrations: 3106,
  backend: 4100,
};

/** The e2e backend's embedded PostgreSQL. */
export const E2E_PG_PORT = '54420';
