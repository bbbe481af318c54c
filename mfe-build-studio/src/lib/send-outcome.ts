/** How a chat send ended: on `failed` the turn could not be done, and the prompt box gets the prompt back. */
export type SendOutcome = 'ignored' | 'done' | 'stopped' | 'failed';
