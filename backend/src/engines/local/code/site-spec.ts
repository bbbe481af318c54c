import { COLOUR_VALUES, colourIn, mix, readableOn } from './colours';
import { hashText, quotedPhrases, titleCase } from './prompt-words';

export const SECTION_IDS = [
  'features',
  'services',
  'menu',
  'products',
  'projects',
  'gallery',
  'schedule',
  'pricing',
  'about',
  'team',
  'testimonials',
  'faq',
  'posts',
  'hours',
  'newsletter',
  'contact',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type SiteKind = 'cafe' | 'restaurant' | 'bakery' | 'portfolio' | 'saas' | 'agency' | 'event' | 'shop' | 'blog' | 'fitness' | 'generic';

export interface Palette {
  accent: string;
  accentText: string;
  headerBg: string;
  headerText: string;
  bg: string;
  surface: string;
  text: string;
  muted: string;
  heroBg: string;
  heroText: string;
  footerBg: string;
  footerText: string;
}

/** Everything the offline engine decides about a static site before writing it. */
export interface SiteSpec {
  name: string;
  subject: string;
  kind: SiteKind;
  tagline: string;
  sections: SectionId[];
  palette: Palette;
  serif: boolean;
  /** One index.html with the CSS and JS inline (the spec's single-file answer). */
  singleFile: boolean;
}

/** Words in a prompt that ask for a section, by section. */
export const SECTION_WORDS: Readonly<Record<SectionId, RegExp>> = {
  features: /\bfeatures?\b|\bbenefits?\b/,
  services: /\bservices?\b|\bwhat we do\b|\bofferings?\b/,
  menu: /\bmenu\b|\bdishes\b|\bdrinks\b/,
  products: /\bproducts?\b|\bshop section\b|\bcatalog(ue)?\b|\bstore items?\b/,
  projects: /\bprojects?\b|\bportfolio section\b|\bcase stud(y|ies)\b|\bwork samples?\b/,
  gallery: /\bgallery\b|\bphotos\b|\bimages section\b/,
  schedule: /\bschedule\b|\bagenda\b|\bprogram(me)?\b|\btimetable\b|\bspeakers?\b/,
  pricing: /\bpricing\b|\bprices\b|\bplans\b|\btiers\b/,
  about: /\babout\b|\bour story\b|\bbio\b/,
  team: /\bteam\b|\bstaff\b|\bpeople\b/,
  testimonials: /\btestimonials?\b|\breviews?\b|\bquotes from\b/,
  faq: /\bfaqs?\b|\bquestions\b/,
  posts: /\bblog posts?\b|\barticles?\b|\blatest posts?\b|\bposts\b/,
  hours: /\bopening hours\b|\bhours\b|\blocation\b|\bmap\b|\bfind us\b/,
  newsletter: /\bnewsletter\b|\bsubscribe\b|\bmailing list\b|\bsign[- ]?up form\b/,
  contact: /\bcontact\b|\bget in touch\b|\bbooking form\b|\breservations?\b|\benquir(y|ies)\b/,
};

const KIND_WORDS: ReadonlyArray<[SiteKind, RegExp]> = [
  ['cafe', /\b(coffee|caf[eé]|espresso|tea ?house|roaster)/],
  ['bakery', /\b(bakery|bakeries|patisserie|pastr|cupcake|bread|cakes?)\b/],
  ['restaurant', /\b(restaurant|bistro|diner|pizzeria|pizza|sushi|taco|bar and grill|eatery|food truck|trattoria)/],
  ['fitness', /\b(gym|fitness|yoga|pilates|personal trainer|crossfit|studio classes)/],
  ['event', /\b(conference|meetup|wedding|festival|event|summit|hackathon|concert)/],
  ['portfolio', /\b(portfolio|photographer|designer|illustrator|artist|developer portfolio|resume|cv|personal site)/],
  ['saas', /\b(saas|startup|app landing|software|platform|tool|product landing|api product|dashboard product)/],
  ['agency', /\b(agency|consultan|studio|firm|marketing company|law firm|accountant)/],
  ['shop', /\b(shop|store|boutique|e-?commerce|merch|sell)/],
  ['blog', /\b(blog|magazine|journal|newsletter site|writer)/],
];

const DEFAULT_SECTIONS: Readonly<Record<SiteKind, SectionId[]>> = {
  cafe: ['about', 'menu', 'testimonials', 'hours', 'contact'],
  restaurant: ['about', 'menu', 'testimonials', 'hours', 'contact'],
  bakery: ['about', 'products', 'testimonials', 'hours', 'contact'],
  portfolio: ['about', 'projects', 'services', 'testimonials', 'contact'],
  saas: ['features', 'pricing', 'testimonials', 'faq', 'contact'],
  agency: ['services', 'projects', 'team', 'testimonials', 'contact'],
  event: ['about', 'schedule', 'pricing', 'faq', 'contact'],
  shop: ['products', 'about', 'testimonials', 'newsletter', 'contact'],
  blog: ['posts', 'about', 'newsletter'],
  fitness: ['services', 'schedule', 'pricing', 'testimonials', 'contact'],
  generic: ['features', 'about', 'testimonials', 'contact'],
};

const NAME_WORDS = ['Harbor', 'Juniper', 'Northside', 'Maple', 'Cedar', 'Lumen', 'Willow', 'Copper', 'Atlas', 'Meadow', 'Beacon', 'Sable'];
const KIND_NOUNS: Readonly<Record<SiteKind, string>> = {
  cafe: 'Coffee',
  restaurant: 'Kitchen',
  bakery: 'Bakery',
  portfolio: 'Studio',
  saas: 'Cloud',
  agency: 'Agency',
  event: 'Summit',
  shop: 'Goods',
  blog: 'Journal',
  fitness: 'Fitness',
  generic: 'Co.',
};
const TAGLINES: Readonly<Record<SiteKind, string>> = {
  cafe: 'Small-batch coffee, roasted with care and served with a smile.',
  restaurant: 'Seasonal plates, warm rooms and a table waiting for you.',
  bakery: 'Baked fresh every morning, from scratch, by hand.',
  portfolio: 'Thoughtful work for people and brands with something to say.',
  saas: 'The simplest way for your team to get more done.',
  agency: 'Strategy, design and delivery under one roof.',
  event: 'Two days of talks, workshops and people worth meeting.',
  shop: 'Well-made things, chosen with care and shipped fast.',
  blog: 'Notes, stories and ideas, written slowly.',
  fitness: 'Stronger every week, with coaches who know your name.',
  generic: 'Everything you need, in one friendly place.',
};

/** Accent colours per kind, chosen from when the prompt names none. */
const KIND_ACCENTS: Readonly<Record<SiteKind, string[]>> = {
  cafe: ['#6f4e37', '#b45309', '#9a3412'],
  restaurant: ['#b91c1c', '#c2410c', '#047857'],
  bakery: ['#db2777', '#b45309', '#c026d3'],
  portfolio: ['#111827', '#4f46e5', '#0d9488'],
  saas: ['#4f46e5', '#2563eb', '#7c3aed'],
  agency: ['#0f766e', '#1d4ed8', '#be123c'],
  event: ['#7c3aed', '#db2777', '#ea580c'],
  shop: ['#0f766e', '#b45309', '#1d4ed8'],
  blog: ['#1f2937', '#92400e', '#0369a1'],
  fitness: ['#16a34a', '#dc2626', '#ea580c'],
  generic: ['#2563eb', '#0d9488', '#7c3aed'],
};

export function siteKindOf(text: string): SiteKind {
  const lower = text.toLowerCase();
  return KIND_WORDS.find(([, words]) => words.test(lower))?.[0] ?? 'generic';
}

/** Reads a prompt like "a landing page for a coffee shop called Bean There with a menu and a dark theme". */
export function readSiteSpec(prompt: string): SiteSpec {
  const lower = prompt.toLowerCase();
  const kind = siteKindOf(lower);
  const subject = subjectOf(prompt, kind);
  const seed = hashText(lower);
  const name = nameOf(prompt) ?? `${NAME_WORDS[seed % NAME_WORDS.length]} ${KIND_NOUNS[kind]}`;
  const asked = SECTION_IDS.filter((id) => SECTION_WORDS[id].test(lower));
  const sections = asked.length >= 2 ? orderSections(asked) : orderSections([...new Set([...DEFAULT_SECTIONS[kind], ...asked])]);
  const accent = colourIn(accentPhrase(lower) ?? '') ?? KIND_ACCENTS[kind][seed % KIND_ACCENTS[kind].length];
  const dark = /\b(dark|night|black)\s+(mode|theme|background|look|site|design)\b|\bdark\b(?!\s+(red|blue|green|purple|orange|pink|brown|grey|gray))/.test(lower);
  return {
    name,
    subject,
    kind,
    tagline: taglineOf(prompt) ?? TAGLINES[kind],
    sections,
    palette: paletteFor(accent, dark, headerColourOf(lower)),
    serif: /\b(serif|elegant|classic|editorial|luxury|vintage)\b/.test(lower),
    singleFile: /\b(single|one)[- ](html )?file\b|\binline (css|styles)\b|\bin one file\b/.test(lower),
  };
}

export function paletteFor(accent: string, dark: boolean, headerBg: string | null = null): Palette {
  const bg = dark ? '#0f172a' : '#fafaf9';
  const surface = dark ? '#1e293b' : '#ffffff';
  const text = dark ? '#e2e8f0' : '#1c1917';
  const header = headerBg ?? (dark ? '#0b1120' : '#ffffff');
  return {
    accent,
    accentText: readableOn(accent),
    headerBg: header,
    headerText: readableOn(header),
    bg,
    surface,
    text,
    muted: dark ? '#94a3b8' : '#57534e',
    heroBg: dark ? mix(accent, '#0f172a', 0.7) : mix(accent, '#ffffff', 0.88),
    heroText: dark ? '#f8fafc' : '#1c1917',
    footerBg: dark ? '#020617' : '#1c1917',
    footerText: '#e7e5e4',
  };
}

export function orderSections(sections: readonly SectionId[]): SectionId[] {
  return SECTION_IDS.filter((id) => sections.includes(id));
}

/** The thing the site is for: "a coffee shop" in "a landing page for a coffee shop called…". */
function subjectOf(prompt: string, kind: SiteKind): string {
  const cleaned = prompt.replace(/["“”][^"“”]*["“”]/g, ' ').toLowerCase();
  const stop = '(?=\\s+(?:called|named|with|that|which|in|using|featuring|where|and a|including)\\b|[,.;:!?]|$)';
  const forMatch = new RegExp(`\\bfor\\s+(?:a|an|the|my|our)?\\s*([a-z][a-z' -]{2,40}?)${stop}`).exec(cleaned);
  if (forMatch) return forMatch[1].trim();
  const siteMatch = /\b(?:a|an)\s+([a-z][a-z' -]{2,40}?)\s+(?:website|web site|site|landing page|homepage|home page|page)\b/.exec(cleaned);
  if (siteMatch && !/^(simple|modern|clean|nice|beautiful|single|one|new|static|small)$/.test(siteMatch[1].trim())) {
    return siteMatch[1].replace(/^(simple|modern|clean|nice|beautiful|minimal|small|static)\s+/, '').trim();
  }
  const fallback: Readonly<Record<SiteKind, string>> = {
    cafe: 'coffee shop',
    restaurant: 'restaurant',
    bakery: 'bakery',
    portfolio: 'portfolio',
    saas: 'product',
    agency: 'agency',
    event: 'event',
    shop: 'shop',
    blog: 'blog',
    fitness: 'fitness studio',
    generic: 'business',
  };
  return fallback[kind];
}

function nameOf(prompt: string): string | null {
  const called = /\b(?:called|named|brand(?:ed)? as|name(?:d)? it)\s+["“']?([A-Z0-9][\w&'’.-]*(?:\s+[A-Z0-9&][\w&'’.-]*){0,3})/.exec(prompt);
  if (called) return called[1].replace(/[.,]$/, '');
  const quoted = quotedPhrases(prompt).find((phrase) => phrase.split(/\s+/).length <= 5);
  return quoted ? titleCase(quoted) : null;
}

function taglineOf(prompt: string): string | null {
  const match = /\b(?:tagline|slogan|headline)\s*(?:is|:|of)?\s*["“']([^"“”']{4,120})["”']/i.exec(prompt);
  return match ? match[1] : null;
}

/** The part of the prompt that names the main colour ("a blue accent", "green buttons", "in orange"). */
function accentPhrase(lower: string): string | null {
  const names = Object.keys(COLOUR_VALUES).join('|');
  const patterns = [
    new RegExp(`\\b((?:light |dark |deep |pale )?(?:${names}))\\s+(?:accent|theme|buttons?|colou?r(?: scheme)?|palette|highlights?|links?)`),
    new RegExp(`\\b(?:accent|theme|colou?rs?|palette)\\s+(?:of |is |in )?((?:light |dark |deep |pale )?(?:${names}))\\b`),
    new RegExp(`\\bin\\s+((?:light |dark |deep |pale )?(?:${names}))\\b`),
    /#(?:[0-9a-f]{3}|[0-9a-f]{6})\b/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(lower);
    if (match) return match[1] ?? match[0];
  }
  return null;
}

function headerColourOf(lower: string): string | null {
  const names = Object.keys(COLOUR_VALUES).join('|');
  const match = new RegExp(`\\b((?:light |dark |deep |pale )?(?:${names}))\\s+(?:header|nav(?:bar)?|navigation)\\b`).exec(lower);
  return match ? colourIn(match[1]) : null;
}
