import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'What we keep',
    body: (
      <ul>
        <li>Your account: email address, name, optional avatar (re-encoded, never the original file), plan, and when you signed up.</li>
        <li>Your password only as a salted scrypt hash; nobody, us included, can read it back.</li>
        <li>Sessions: a token per signed-in device, with the device type and when it was last used, so you can see and end them in My Account.</li>
        <li>What you create: conversations, generated images, videos and audio, studio projects and their versions, and files you upload for them.</li>
        <li>API keys only as a SHA-256 hash plus their first and last characters, and how much each account used this month.</li>
        <li>As a visitor: a random session id in your browser's storage, which ties your work to you until you sign up.</li>
      </ul>
    ),
  },
  {
    title: 'What we do with it',
    body: (
      <p>
        We use your data to run the service for you: to sign you in, to keep and show your work, to meter usage against
        your plan, and to keep the service safe (for example, throttling repeated failed sign-ins). We do not sell it and do
        not use it for advertising.
      </p>
    ),
  },
  {
    title: 'AI providers',
    body: (
      <p>
        When an operator configures an external AI provider, the prompts, messages and files needed for a request are sent
        to that provider to produce the answer. With the built-in offline engine nothing leaves the server. Every result
        names the engine that made it.
      </p>
    ),
  },
  {
    title: 'Logs and security',
    body: (
      <p>
        Server logs record requests (method, path, status, timing) to keep the service running; passwords, tokens and API
        keys are redacted from them. Files are stored on the server or in the operator's object storage and are served
        only through addresses that cannot be guessed.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <p>
        Your account data and work are kept until you delete them or your account. Deleting your account in My Account
        removes your profile, sessions, API keys and projects. Usage counters are kept for billing periods and contain no
        content.
      </p>
    ),
  },
  {
    title: 'Your choices',
    body: (
      <ul>
        <li>See and end your sessions, change your profile and password, and delete your account in My Account.</li>
        <li>Export your studio projects (Build Studio zip, Music Studio MP3/WAV/stems, Movie Studio MP4) at any time.</li>
        <li>Ask the operator of this Atelier site what it holds about you, and have it corrected or removed.</li>
      </ul>
    ),
  },
  {
    title: 'Cookies and storage',
    body: (
      <p>
        Atelier uses your browser's local storage for your sign-in token, your visitor session id and unsaved drafts, and
        no third-party trackers. The rules for using the service are in the <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What Atelier keeps about you, why, and how to remove it."
      updated="24 November 2026"
      sections={SECTIONS}
    />
  );
}
