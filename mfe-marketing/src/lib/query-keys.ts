/** Every cache entry of the studio, per signed-in account, so one account never sees another's answers. */
export const marketingKeys = {
  all: ['marketing'] as const,
  plans: () => ['marketing', 'plans'] as const,
  credits: (userId: string | null) => ['marketing', 'credits', userId] as const,
  ledger: (userId: string | null) => ['marketing', 'ledger', userId] as const,
  artifacts: (userId: string | null) => ['marketing', 'artifacts', userId] as const,
  brandKit: (userId: string | null) => ['marketing', 'brand-kit', userId] as const,
  chat: (userId: string | null) => ['marketing', 'chat', userId] as const,
  usage: (userId: string | null) => ['marketing', 'usage', userId] as const,
};
