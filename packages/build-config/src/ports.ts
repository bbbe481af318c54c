import ports from '../ports.json';

/** Local ports, one per app "as in production" (ports.json is also read by the start scripts). */
export const APP_PORTS = {
  shell: ports.shell,
  chat: ports.chat,
  build_studio: ports.build_studio,
  movie_studio: ports.movie_studio,
  music_studio: ports.music_studio,
  marketing: ports.marketing,
  integrations: ports.integrations,
} as const;

export const BACKEND_PORT: number = ports.backend;
