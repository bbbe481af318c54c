import type { ProjectFile } from '../../code/code-engine';
import { extensionOf } from '../../code/project-paths';
import { COLOUR_VALUES, colourIn, readableOn } from './colours';
import { escapeHtml, quotedPhrases } from './prompt-words';
import { SECTION_LABELS, renderSection } from './site-sections';
import { SECTION_IDS, SECTION_WORDS, type Palette, type SectionId, paletteFor, readSiteSpec, siteKindOf } from './site-spec';
import { PALETTE_VARIABLES, SANS_STACK, SERIF_STACK } from './static-site';

/** The project after a follow-up, and one line per change for the reply. */
export interface EditOutcome {
  files: ProjectFile[];
  changes: string[];
}

type Target = 'header' | 'background' | 'accent' | 'text' | 'footer' | 'hero';

const TARGET_WORDS: ReadonlyArray<[Target, RegExp]> = [
  ['header', /\b(header|nav(?:bar| bar)?|navigation|top bar|menu bar)\b/],
  ['footer', /\bfooter\b/],
  ['hero', /\b(hero|banner|jumbotron)\b/],
  ['background', /\b(background|page|body)\b/],
  ['text', /\b(text|font colou?r|headings?)\b/],
  ['accent', /\b(buttons?|accent|links?|theme|primary|brand colou?r|highlights?|colou?r scheme|main colou?r)\b/],
];

/** Which CSS selectors hold each target in stylesheets the engine did not write. */
const TARGET_SELECTORS: Readonly<Record<Target, { selectors: string[]; property: 'background' | 'color' }>> = {
  header: { selectors: ['.site-header', 'header', 'nav', '.navbar'], property: 'background' },
  footer: { selectors: ['.site-footer', 'footer'], property: 'background' },
  hero: { selectors: ['.hero', '.banner'], property: 'background' },
  background: { selectors: ['body'], property: 'background' },
  text: { selectors: ['body'], property: 'color' },
  accent: { selectors: ['.button', 'button'], property: 'background' },
};

/** Palette entries (and their text colour) each target sets. */
const TARGET_PALETTE: Readonly<Record<Target, [keyof Palette, (keyof Palette)?]>> = {
  header: ['headerBg', 'headerText'],
  footer: ['footerBg', 'footerText'],
  hero: ['heroBg', 'heroText'],
  background: ['bg'],
  text: ['text'],
  accent: ['accent', 'accentText'],
};

/**
 * Targeted follow-ups to a static site: colours, dark or light theme, font size and family, the
 * headline, the site's name, adding and removing sections. Each changes only the lines it must (the
 * stylesheet's custom properties are one line each), so the studio sends small patches. Null when the
 * prompt asks for nothing this understands.
 */
export function editStaticSite(prompt: string, files: readonly ProjectFile[]): EditOutcome | null {
  const project = new StaticProject(files);
  if (!project.html) return null;
  const lower = prompt.toLowerCase();
  const changes = [
    ...removeSections(lower, project),
    ...addSections(lower, project),
    ...changeTheme(lower, project),
    ...changeColours(lower, project),
    ...changeFont(lower, project),
    ...changeTexts(prompt, project),
  ];
  return changes.length ? { files: project.files(), changes } : null;
}

/** The files of a static site, with the page and the stylesheet the edits work on. */
class StaticProject {
  private readonly contents: Map<string, string>;
  readonly htmlPath: string | null;
  readonly cssPath: string | null;

  constructor(files: readonly ProjectFile[]) {
    this.contents = new Map(files.map((file) => [file.path, file.content]));
    const html = files.filter((file) => extensionOf(file.path) === 'html');
    this.htmlPath = (html.find((file) => file.path === 'index.html') ?? html[0])?.path ?? null;
    const linked = this.htmlPath ? /<link[^>]+href="([^"]+\.css)"/.exec(this.contents.get(this.htmlPath)!)?.[1] : undefined;
    const css = files.filter((file) => extensionOf(file.path) === 'css');
    this.cssPath = (css.find((file) => file.path === linked) ?? css[0])?.path ?? null;
  }

  get html(): string {
    return this.htmlPath ? this.contents.get(this.htmlPath)! : '';
  }

  set html(value: string) {
    if (this.htmlPath) this.contents.set(this.htmlPath, value);
  }

  /** The stylesheet, or the page's inline <style> when the site is one file. */
  get css(): string {
    if (this.cssPath) return this.contents.get(this.cssPath)!;
    return /<style>([\s\S]*?)<\/style>/.exec(this.html)?.[1] ?? '';
  }

  set css(value: string) {
    if (this.cssPath) this.contents.set(this.cssPath, value);
    else if (/<style>[\s\S]*?<\/style>/.test(this.html)) this.html = this.html.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${value}</style>`);
    else this.html = this.html.replace('</head>', () => `    <style>\n${value}\n    </style>\n  </head>`);
  }

  get cssName(): string {
    return this.cssPath ?? this.htmlPath ?? 'index.html';
  }

  files(): ProjectFile[] {
    return [...this.contents].map(([path, content]) => ({ path, content }));
  }
}

function changeColours(lower: string, project: StaticProject): string[] {
  const changes: string[] = [];
  for (const clause of lower.split(/\band\b|[,;.]/)) {
    const colour = colourIn(clause);
    if (!colour) continue;
    const target = TARGET_WORDS.find(([, words]) => words.test(clause))?.[0];
    if (!target) continue;
    const [main, contrast] = TARGET_PALETTE[target];
    setColour(project, main, colour, target);
    if (contrast) setColour(project, contrast, readableOn(colour), target, contrast);
    changes.push(`${describeTarget(target)} is now ${colourName(colour)} (${project.cssName}).`);
  }
  return changes;
}

function setColour(project: StaticProject, key: keyof Palette, value: string, target: Target, contrastOf?: keyof Palette): void {
  const variable = PALETTE_VARIABLES[key];
  const declaration = new RegExp(`(^\\s*${variable}\\s*:\\s*)[^;]+;`, 'm');
  if (declaration.test(project.css)) {
    project.css = project.css.replace(declaration, (_match, start: string) => `${start}${value};`);
    return;
  }
  // A stylesheet of someone else's: set the property on the selector that draws the target.
  const { selectors, property } = TARGET_SELECTORS[target];
  const wanted = contrastOf ? 'color' : property;
  // Selectors the page really uses come first, so a rule added to a hand-written page styles its own elements.
  const used = selectors.filter((selector) => usedIn(project.html, selector));
  project.css = setProperty(project.css, [...used, ...selectors.filter((selector) => !used.includes(selector))], wanted, value);
}

function usedIn(html: string, selector: string): boolean {
  if (selector.startsWith('.')) return new RegExp(`class="[^"]*\\b${escapeRegExp(selector.slice(1))}\\b`).test(html);
  return new RegExp(`<${selector}[\\s>]`, 'i').test(html);
}

/** Sets `property` in the first rule for one of `selectors`, or adds a rule at the end. */
export function setProperty(css: string, selectors: readonly string[], property: string, value: string): string {
  for (const selector of selectors) {
    const rule = new RegExp(`(^|\\n)(${escapeRegExp(selector)})\\s*\\{([^}]*)\\}`);
    const match = rule.exec(css);
    if (!match) continue;
    const body = match[3];
    const line = new RegExp(`(^|\\n)(\\s*)${property}(-color)?\\s*:[^;]*;`);
    const nextBody = line.test(body)
      ? body.replace(line, (_m, start: string, space: string) => `${start}${space}${property}: ${value};`)
      : `${body.replace(/\s*$/, '')}\n  ${property}: ${value};\n`;
    return css.slice(0, match.index) + `${match[1]}${match[2]} {${nextBody}}` + css.slice(match.index + match[0].length);
  }
  return `${css.replace(/\s*$/, '')}\n\n${selectors[0]} {\n  ${property}: ${value};\n}\n`;
}

function changeTheme(lower: string, project: StaticProject): string[] {
  const dark = /\b(dark (mode|theme|background|look)|make it dark|darker theme)\b/.test(lower);
  const light = /\b(light (mode|theme|background|look)|make it light|lighter theme)\b/.test(lower);
  if (!dark && !light) return [];
  const accent = /--accent:\s*([^;]+);/.exec(project.css)?.[1]?.trim() ?? COLOUR_VALUES.blue;
  const palette = paletteFor(accent, dark);
  const keys: Array<keyof Palette> = ['bg', 'surface', 'text', 'muted', 'heroBg', 'heroText', 'headerBg', 'headerText', 'footerBg'];
  for (const key of keys) setColour(project, key, palette[key], key === 'text' ? 'text' : 'background');
  return [`Switched to a ${dark ? 'dark' : 'light'} theme (${project.cssName}).`];
}

function changeFont(lower: string, project: StaticProject): string[] {
  const changes: string[] = [];
  const size = /--font-size:\s*(\d+)px;/.exec(project.css);
  const bigger = /\b(bigger|larger|increase)\b.*\b(text|font|type)\b|\b(text|font)\b.*\b(bigger|larger)\b/.test(lower);
  const smaller = /\b(smaller|decrease|reduce)\b.*\b(text|font|type)\b|\b(text|font)\b.*\bsmaller\b/.test(lower);
  if ((bigger || smaller) && size) {
    const next = Math.min(24, Math.max(13, Number(size[1]) + (bigger ? 2 : -2)));
    project.css = project.css.replace(/--font-size:\s*\d+px;/, `--font-size: ${next}px;`);
    changes.push(`Body text is now ${next}px (${project.cssName}).`);
  }
  const serif = /\bserif\b/.test(lower) && !/sans[- ]serif/.test(lower);
  const sans = /sans[- ]serif|\bmodern font\b/.test(lower);
  if ((serif || sans) && /--font:\s*[^;]+;/.test(project.css) && /\bfont|typeface|type\b/.test(lower)) {
    project.css = project.css.replace(/--font:\s*[^;]+;/, `--font: ${serif ? SERIF_STACK : SANS_STACK};`);
    changes.push(`Switched to a ${serif ? 'serif' : 'sans-serif'} typeface (${project.cssName}).`);
  }
  return changes;
}

function changeTexts(prompt: string, project: StaticProject): string[] {
  const changes: string[] = [];
  const quoted = quotedPhrases(prompt)[0] ?? /\bto\s+([A-Z][^.!?\n]{1,60})$/.exec(prompt.trim())?.[1]?.trim();
  if (!quoted) return changes;
  const lower = prompt.toLowerCase();
  const oldName = /<title>([^<]*)<\/title>/.exec(project.html)?.[1];
  if (/\b(rename|call)\b.*\b(site|business|brand|company|shop|it)\b|\b(site|business|brand|company|shop) name\b|\bchange the name\b/.test(lower) && oldName) {
    project.html = project.html.split(oldName).join(escapeHtml(quoted));
    changes.push(`Renamed the site from “${decode(oldName)}” to “${quoted}” (${project.htmlPath}).`);
    return changes;
  }
  if (/\b(headline|heading|title|h1|hero text)\b/.test(lower) && /<h1>[^<]*<\/h1>/.test(project.html)) {
    project.html = project.html.replace(/<h1>[^<]*<\/h1>/, `<h1>${escapeHtml(quoted)}</h1>`);
    changes.push(`The headline now reads “${quoted}” (${project.htmlPath}).`);
  } else if (/\b(tagline|subtitle|subheading|lead|slogan)\b/.test(lower) && /<p class="lead">[^<]*<\/p>/.test(project.html)) {
    project.html = project.html.replace(/<p class="lead">[^<]*<\/p>/, `<p class="lead">${escapeHtml(quoted)}</p>`);
    changes.push(`The tagline now reads “${quoted}” (${project.htmlPath}).`);
  }
  return changes;
}

function addSections(lower: string, project: StaticProject): string[] {
  if (!/\b(add|include|insert|put|create|give it|i want|i need|with)\b/.test(lower)) return [];
  const wanted = SECTION_IDS.filter((id) => SECTION_WORDS[id].test(lower) && !hasSection(project.html, id));
  if (!wanted.length || !project.html.includes('</main>')) return [];
  const spec = specFromPage(project.html);
  for (const id of wanted) {
    project.html = project.html.replace(/(\n?)(\s*)<\/main>/, (_m, newline: string, space: string) => `\n${renderSection(id, spec)}${newline}${space}</main>`);
    if (id !== 'newsletter') {
      project.html = project.html.replace(/(\s*)<\/ul>\s*\n(\s*)<\/nav>/, (match, space: string) =>
        match.replace(/(\s*)<\/ul>/, `${space}  <li><a href="#${id}">${SECTION_LABELS[id]}</a></li>${space}</ul>`),
      );
    }
  }
  return wanted.map((id) => `Added a ${SECTION_LABELS[id]} section and its menu link (${project.htmlPath}).`);
}

function removeSections(lower: string, project: StaticProject): string[] {
  const verb = /\b(remove|delete|drop|get rid of|hide|take out|without)\b/.exec(lower);
  if (!verb) return [];
  const after = lower.slice(verb.index);
  const unwanted = SECTION_IDS.filter((id) => SECTION_WORDS[id].test(after) && hasSection(project.html, id));
  for (const id of unwanted) {
    project.html = project.html
      .replace(new RegExp(`\\n?[ \\t]*<section id="${id}"[\\s\\S]*?<\\/section>`), '')
      .replace(new RegExp(`\\n?[ \\t]*<li><a href="#${id}">[^<]*<\\/a><\\/li>`), '');
  }
  return unwanted.map((id) => `Removed the ${SECTION_LABELS[id]} section (${project.htmlPath}).`);
}

function hasSection(html: string, id: SectionId): boolean {
  return new RegExp(`<section id="${id}"`).test(html);
}

/** Name, subject and kind of an existing page, so an added section matches what is there. */
function specFromPage(html: string) {
  const name = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'Our site');
  const subject = decode(/<p class="eyebrow">([^<]*)<\/p>/.exec(html)?.[1] ?? 'business').toLowerCase();
  const spec = readSiteSpec(`a ${subject} site called ${name}`);
  return { ...spec, name, subject, kind: siteKindOf(`${subject} ${html.slice(0, 4000)}`) };
}

function describeTarget(target: Target): string {
  return { header: 'The header', footer: 'The footer', hero: 'The hero banner', background: 'The page background', text: 'The text', accent: 'The accent colour (buttons and links)' }[target];
}

function colourName(value: string): string {
  const name = Object.entries(COLOUR_VALUES).find(([, hex]) => hex === value)?.[0];
  return name ? `${name} (${value})` : value;
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
