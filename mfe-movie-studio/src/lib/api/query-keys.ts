/** Whose cache entries: an account's, or this browser's visitor session's. */
export type OwnerKey = string;

export const movieKeys = {
  all: ['movie'] as const,
  projects: (owner: OwnerKey) => ['movie', owner, 'projects'] as const,
  project: (owner: OwnerKey, projectId: string) => ['movie', owner, 'project', projectId] as const,
  scenePlans: () => ['movie', 'scene-plans'] as const,
};
