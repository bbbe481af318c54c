import type { ProjectFile } from '../../code/code-engine';
import { escapeHtml } from './prompt-words';
import { SECTION_LABELS, renderSection } from './site-sections';
import type { Palette, SiteSpec } from './site-spec';

export const SANS_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const SERIF_STACK = "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif";

/** Palette key → the CSS custom property that holds it (one line each, so a colour change is a one-line patch). */
export const PALETTE_VARIABLES: Readonly<Record<keyof Palette, string>> = {
  accent: '--accent',
  accentText: '--accent-text',
  headerBg: '--header-bg',
  headerText: '--header-text',
  bg: '--bg',
  surface: '--surface',
  text: '--text',
  muted: '--muted',
  heroBg: '--hero-bg',
  heroText: '--hero-text',
  footerBg: '--footer-bg',
  footerText: '--footer-text',
};

/** index.html, styles.css and script.js for the spec; or one index.html with both inline. */
export function renderStaticSite(spec: SiteSpec): ProjectFile[] {
  const css = renderCss(spec);
  const js = renderScript();
  if (spec.singleFile) {
    const head = `    <style>\n${indent(css, 6)}\n    </style>`;
    const tail = `    <script>\n${indent(js, 6)}\n    </script>`;
    return [{ path: 'index.html', content: renderHtml(spec, head, tail) }];
  }
  return [
    { path: 'index.html', content: renderHtml(spec, '    <link rel="stylesheet" href="styles.css">', '    <script src="script.js"></script>') },
    { path: 'styles.css', content: css },
    { path: 'script.js', content: js },
  ];
}

function renderHtml(spec: SiteSpec, headExtra: string, bodyEnd: string): string {
  const name = escapeHtml(spec.name);
  const nav = spec.sections
    .filter((id) => id !== 'newsletter')
    .map((id) => `          <li><a href="#${id}">${SECTION_LABELS[id]}</a></li>`)
    .join('\n');
  const primaryTarget = spec.sections.includes('contact') ? '#contact' : `#${spec.sections[0] ?? 'top'}`;
  const secondaryTarget = spec.sections.find((id) => id !== 'contact') ?? 'top';
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${name}</title>
    <meta name="description" content="${escapeHtml(spec.tagline)}">
${headExtra}
  </head>
  <body>
    <header class="site-header">
      <div class="container header-inner">
        <a class="brand" href="#top">${name}</a>
        <button class="nav-toggle" type="button" aria-expanded="false" aria-controls="site-nav">Menu</button>
        <nav id="site-nav" class="site-nav" aria-label="Main">
          <ul>
${nav}
          </ul>
        </nav>
      </div>
    </header>
    <main id="top">
    <section class="hero">
      <div class="container hero-inner">
        <p class="eyebrow">${escapeHtml(capitalizeFirst(spec.subject))}</p>
        <h1>${name}</h1>
        <p class="lead">${escapeHtml(spec.tagline)}</p>
        <div class="actions">
          <a class="button" href="${primaryTarget}">Get in touch</a>
          <a class="button button--ghost" href="#${secondaryTarget}">Learn more</a>
        </div>
      </div>
    </section>
${spec.sections.map((id) => renderSection(id, spec)).join('\n')}
    </main>
    <footer class="site-footer">
      <div class="container">
        <p>© <span data-year></span> ${name}. All rights reserved.</p>
      </div>
    </footer>
${bodyEnd}
  </body>
</html>
`;
}

function renderCss(spec: SiteSpec): string {
  const variables = (Object.keys(PALETTE_VARIABLES) as Array<keyof Palette>)
    .map((key) => `  ${PALETTE_VARIABLES[key]}: ${spec.palette[key]};`)
    .join('\n');
  return `:root {
${variables}
  --font: ${spec.serif ? SERIF_STACK : SANS_STACK};
  --font-size: 17px;
  --radius: 14px;
  --shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 8px 24px rgb(0 0 0 / 6%);
}

* {
  box-sizing: border-box;
}

html {
  scroll-behavior: smooth;
}

body {
  margin: 0;
  font-family: var(--font);
  font-size: var(--font-size);
  line-height: 1.6;
  color: var(--text);
  background: var(--bg);
}

.container {
  width: min(1100px, 100% - 2.5rem);
  margin-inline: auto;
}

a {
  color: var(--accent);
}

.site-header {
  position: sticky;
  top: 0;
  z-index: 10;
  background: var(--header-bg);
  color: var(--header-text);
  border-bottom: 1px solid rgb(0 0 0 / 8%);
}

.header-inner {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 64px;
}

.brand {
  font-weight: 800;
  font-size: 1.2rem;
  color: inherit;
  text-decoration: none;
}

.site-nav ul {
  display: flex;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.site-nav a {
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  opacity: 0.85;
}

.site-nav a:hover {
  opacity: 1;
}

.nav-toggle {
  display: none;
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid currentColor;
  border-radius: 999px;
  padding: 0.3rem 0.9rem;
}

.hero {
  padding: 5.5rem 0 4.5rem;
  background: var(--hero-bg);
  color: var(--hero-text);
}

.eyebrow {
  margin: 0;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: var(--accent);
}

.hero h1 {
  margin: 0.4rem 0 0.8rem;
  font-size: clamp(2.4rem, 6vw, 4rem);
  line-height: 1.05;
}

.lead {
  max-width: 40rem;
  font-size: 1.2rem;
  color: inherit;
  opacity: 0.85;
}

.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.75rem;
}

.button {
  display: inline-block;
  padding: 0.75rem 1.4rem;
  border: 2px solid var(--accent);
  border-radius: 999px;
  background: var(--accent);
  color: var(--accent-text);
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
}

.button--ghost {
  background: transparent;
  color: var(--accent);
}

.section {
  padding: 4.5rem 0;
}

.section--tinted {
  background: var(--surface);
}

.section-title {
  margin: 0 0 2rem;
  font-size: clamp(1.7rem, 4vw, 2.4rem);
}

.grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(230px, 1fr));
  gap: 1.25rem;
}

.card {
  margin: 0;
  padding: 1.5rem;
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow);
}

.section--tinted .card {
  background: var(--bg);
}

.card h3 {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin: 0 0 0.5rem;
  font-size: 1.1rem;
}

.card p {
  margin: 0;
  color: var(--muted);
}

.price,
.plan-price {
  color: var(--accent);
  font-weight: 800;
}

.plan-price {
  font-size: 1.8rem;
  margin: 0.25rem 0 0.75rem !important;
}

.plan .button {
  margin-top: 1.25rem;
}

.plan--featured {
  outline: 3px solid var(--accent);
}

.about {
  max-width: 46rem;
  font-size: 1.1rem;
}

.quote p {
  color: var(--text);
  font-size: 1.05rem;
}

.quote cite {
  display: block;
  margin-top: 0.75rem;
  font-style: normal;
  font-weight: 700;
}

.person {
  text-align: center;
}

.avatar {
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin: 0 auto 0.75rem;
  border-radius: 50%;
  background: var(--accent);
  color: var(--accent-text);
  font-size: 1.6rem;
  font-weight: 800;
}

.gallery {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
}

.tile {
  display: flex;
  align-items: flex-end;
  min-height: 180px;
  margin: 0;
  padding: 1rem;
  border-radius: var(--radius);
  background: linear-gradient(135deg, hsl(var(--tile-hue) 70% 65%), hsl(calc(var(--tile-hue) + 40) 70% 45%));
  color: #fff;
  font-weight: 700;
}

.schedule {
  display: grid;
  gap: 0.75rem;
  padding: 0;
  list-style: none;
}

.schedule li {
  padding: 1rem 1.25rem;
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow);
}

.when {
  margin-right: 0.75rem;
  color: var(--accent);
  font-weight: 800;
}

.faq details {
  padding: 1rem 1.25rem;
  margin-bottom: 0.75rem;
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow);
}

.faq summary {
  font-weight: 700;
  cursor: pointer;
}

.visit {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 2rem;
}

.hours div {
  display: flex;
  justify-content: space-between;
  padding: 0.6rem 0;
  border-bottom: 1px solid rgb(0 0 0 / 10%);
}

.hours dt {
  font-weight: 700;
}

.hours dd {
  margin: 0;
}

address {
  font-style: normal;
  font-size: 1.1rem;
}

form {
  display: grid;
  gap: 0.5rem;
  max-width: 36rem;
}

label {
  font-weight: 700;
}

input,
textarea {
  width: 100%;
  padding: 0.75rem 0.9rem;
  border: 1px solid rgb(0 0 0 / 20%);
  border-radius: 10px;
  font: inherit;
  color: inherit;
  background: var(--surface);
}

form .button {
  justify-self: start;
  margin-top: 0.75rem;
}

.inline {
  display: flex;
  gap: 0.5rem;
}

.inline .button {
  margin-top: 0;
}

.form-status {
  min-height: 1.5em;
  margin: 0.25rem 0 0;
  font-weight: 600;
}

.site-footer {
  padding: 2rem 0;
  background: var(--footer-bg);
  color: var(--footer-text);
}

.site-footer p {
  margin: 0;
}

@media (max-width: 720px) {
  .nav-toggle {
    display: inline-block;
  }

  .site-nav {
    display: none;
    position: absolute;
    top: 64px;
    left: 0;
    right: 0;
    padding: 1rem 1.25rem;
    background: var(--header-bg);
    border-bottom: 1px solid rgb(0 0 0 / 8%);
  }

  .site-nav.is-open {
    display: block;
  }

  .site-nav ul {
    flex-direction: column;
    gap: 0.75rem;
  }

  .hero {
    padding: 3.5rem 0 3rem;
  }
}
`;
}

/** Navigation toggle, the footer year and friendly form validation: no framework, no network. */
function renderScript(): string {
  return `// Small progressive enhancements; the page works without them.
const toggle = document.querySelector('.nav-toggle');
const nav = document.querySelector('#site-nav');

if (toggle && nav) {
  toggle.addEventListener('click', () => {
    const open = nav.classList.toggle('is-open');
    toggle.setAttribute('aria-expanded', String(open));
  });
  nav.addEventListener('click', (event) => {
    if (event.target instanceof HTMLAnchorElement) {
      nav.classList.remove('is-open');
      toggle.setAttribute('aria-expanded', 'false');
    }
  });
}

for (const year of document.querySelectorAll('[data-year]')) {
  year.textContent = String(new Date().getFullYear());
}

const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;

for (const form of document.querySelectorAll('form[data-form]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const status = form.querySelector('.form-status');
    const missing = [...form.querySelectorAll('[required]')].find((field) => !field.value.trim());
    const email = form.querySelector('input[type="email"]');
    if (missing) {
      status.textContent = 'Please fill in every field.';
      missing.focus();
      return;
    }
    if (email && !EMAIL.test(email.value.trim())) {
      status.textContent = 'Please enter a valid email address.';
      email.focus();
      return;
    }
    status.textContent = form.dataset.form === 'newsletter' ? 'Thanks! You are on the list.' : 'Thanks! We will get back to you soon.';
    form.reset();
  });
}
`;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

function capitalizeFirst(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
