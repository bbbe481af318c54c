/** An API key as the database keeps it: never the key itself, only its hash and visible ends. */
export interface ApiKeyRecord {
  id: string;
  label: string;
  keyStart: string;
  keyEnd: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What a plan allows per calendar month. */
export interface PlanAllowance {
  tokens: number;
  images: number;
  videos: number;
}

export interface IntegrationPlan extends PlanAllowance {
  id: string;
  name: string;
  /** In cents. */
  priceMonthly: number;
}
