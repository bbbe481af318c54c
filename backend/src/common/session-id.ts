/** The browser's session id (spec: 9 random characters), as chat, photo and video accept it. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
