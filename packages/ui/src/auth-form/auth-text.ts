/**
 * The site's one sign-in vocabulary ("Sign In" / "Sign Up"), used by /login and the integrations
 * modal alike. Spec texts that name a place ('Log In' in the top bar, 'Back to login', 'Create
 * account') stay where the spec puts them; everything the form itself says comes from here.
 */
export const AUTH_TEXT = {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  name: 'Full Name',
  nameHint: 'Optional',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  sendLink: 'Send Magic Link',
  signingIn: 'Signing in...',
  signingUp: 'Creating account...',
  sendingLink: 'Sending...',
  showPassword: 'Show',
  hidePassword: 'Hide',
} as const;

export const passwordHint = (minLength: number) => `At least ${minLength} characters`;
export const passwordTooShort = (minLength: number) => `Password must be at least ${minLength} characters.`;
