import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'The service',
    body: (
      <p>
        Atelier is an AI creation platform: chat, images, video, voice input, and the Build, Movie, Music and Marketing
        studios, plus an API for websites. These terms apply to the website, the studios, the API and the downloadable
        WordPress theme and plugin. Using any of them means you accept these terms.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <ul>
        <li>Keep your password to yourself; you are responsible for what is done with your account and your API keys.</li>
        <li>You may use parts of Atelier without an account. What you make as a visitor is kept for your browser session and moves into your account when you sign up or sign in.</li>
        <li>You can delete your account at any time from My Account. Deletion removes your profile, sessions, API keys and projects and cannot be undone.</li>
      </ul>
    ),
  },
  {
    title: 'What you create',
    body: (
      <p>
        You own what you put into Atelier and what it generates for you, as far as the law allows. You give us only the
        permission we need to store, process and show it back to you. AI output can be wrong, similar to other people's
        output, or unsuitable: check it before you rely on it or publish it.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No illegal content, no content that sexualises minors, no harassment, and no impersonation of real people without their consent.</li>
        <li>No attempts to break, overload or get around the limits of the service, including sharing API keys to pool quotas.</li>
        <li>Code you run in the Build Studio preview runs in an isolated sandbox; do not try to escape it or use it to attack others.</li>
      </ul>
    ),
  },
  {
    title: 'Plans, credits and payment',
    body: (
      <p>
        Free use has daily and monthly limits shown on the <Link to="/pricing">Pricing</Link> page. Paid plans and trials
        raise them; a trial ends on its date unless you choose a plan. Usage is metered exactly: a request that fails is
        not charged. Marketing Studio credits are granted each cycle and roll over up to twice the monthly allowance.
      </p>
    ),
  },
  {
    title: 'The offline engine',
    body: (
      <p>
        Without an AI provider configured, Atelier answers with its built-in offline engine, which makes real files
        (images, videos, audio, code) from templates and says so on every result. Its output is deterministic and is not
        the work of an AI model.
      </p>
    ),
  },
  {
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Atelier available and your work safe, but the service is provided as is, without warranties. We
        may change or end features; when a change affects paid plans we will tell you in advance. We may update these
        terms; the date above shows when they last changed.
      </p>
    ),
  },
  {
    title: 'Contact',
    body: (
      <p>
        Questions about these terms go to the operator of this Atelier site. What Atelier is and does is described on
        the <Link to="/about">About</Link> page; how we handle your data in the <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules for using Atelier, in plain words."
      updated="24 November 2026"
      sections={SECTIONS}
    />
  );
}
