/** Query keys of the music projects; scoped by who is asking, so a sign-in never shows the visitor's cache. */
export const musicKeys = {
  all: ['music'] as const,
  projects: (owner: string) => ['music', 'projects', owner] as const,
  project: (owner: string, id: string) => ['music', 'project', owner, id] as const,
};
