/** Browser versions sent along when a project moves into the account (the server keeps at most this many). */
export const MAX_IMPORTED_VERSIONS = 50;
