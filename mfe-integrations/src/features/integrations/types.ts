/** Which form the auth modal shows. (The API's shapes come from @atelier/api-types.) */
export type AuthModalMode = 'login' | 'signup' | 'magic';
