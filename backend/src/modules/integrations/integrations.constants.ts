export const KEY_LABEL_MAX_CHARACTERS = 100;
/** Live keys per account; enough for many sites, few enough that a leaked session cannot mint thousands. */
export const MAX_LIVE_KEYS = 50;
