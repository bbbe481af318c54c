import { capitalize, escapeHtml, hashText } from './prompt-words';
import type { SectionId, SiteKind, SiteSpec } from './site-spec';

/** Navigation label of each section. */
export const SECTION_LABELS: Readonly<Record<SectionId, string>> = {
  features: 'Features',
  services: 'Services',
  menu: 'Menu',
  products: 'Products',
  projects: 'Work',
  gallery: 'Gallery',
  schedule: 'Schedule',
  pricing: 'Pricing',
  about: 'About',
  team: 'Team',
  testimonials: 'Reviews',
  faq: 'FAQ',
  posts: 'Blog',
  hours: 'Visit',
  newsletter: 'Newsletter',
  contact: 'Contact',
};

type Item = [title: string, text: string, extra?: string];

const MENUS: Partial<Record<SiteKind, Item[]>> = {
  cafe: [
    ['Espresso', 'Dark chocolate, cherry, a long sweet finish.', '$3.00'],
    ['Flat White', 'Velvety microfoam over a double ristretto.', '$4.20'],
    ['Pour-Over', 'Single origin, brewed to order by hand.', '$4.80'],
    ['Cold Brew', 'Steeped for 18 hours, served over ice.', '$4.50'],
    ['Chai Latte', 'House-spiced chai with steamed oat milk.', '$4.60'],
    ['Almond Croissant', 'Baked every morning in our own oven.', '$3.80'],
  ],
  restaurant: [
    ['Charred Leeks', 'Romesco, hazelnut, lemon oil.', '$12'],
    ['Burrata', 'Heirloom tomatoes, basil, grilled sourdough.', '$15'],
    ['Handmade Tagliatelle', 'Slow-cooked ragù, aged parmesan.', '$22'],
    ['Market Fish', 'Brown butter, capers, crushed potatoes.', '$28'],
    ['Roast Chicken', 'Salsa verde, charred greens.', '$24'],
    ['Olive Oil Cake', 'Crème fraîche, poached pear.', '$10'],
  ],
};

const PRODUCTS: Partial<Record<SiteKind, Item[]>> = {
  bakery: [
    ['Sourdough Loaf', '48-hour ferment, crackling crust.', '$8'],
    ['Cinnamon Knot', 'Buttery dough, brown sugar, cardamom.', '$4'],
    ['Fruit Tart', 'Vanilla custard and seasonal fruit.', '$6'],
    ['Celebration Cake', 'Made to order, serves twelve.', 'from $45'],
  ],
};

const FEATURES: Item[] = [
  ['Fast to start', 'Set up in minutes, with sensible defaults that just work.'],
  ['Built to share', 'Invite your team and keep everyone on the same page.'],
  ['Secure by default', 'Encrypted, backed up and monitored around the clock.'],
  ['Works everywhere', 'A responsive design that feels right on any screen.'],
  ['Honest pricing', 'No surprises: pay for what you use, cancel any time.'],
  ['Real support', 'Friendly people who answer within a day.'],
];

const SERVICES: Readonly<Record<string, Item[]>> = {
  fitness: [
    ['Small-group training', 'Coached sessions of up to eight people.'],
    ['Personal training', 'One-to-one programmes built around you.'],
    ['Yoga & mobility', 'Move better, recover faster, breathe deeper.'],
  ],
  portfolio: [
    ['Brand identity', 'Logos, type and colour that tell your story.'],
    ['Web design', 'Fast, accessible sites people enjoy using.'],
    ['Art direction', 'Campaigns and shoots from idea to delivery.'],
  ],
  default: [
    ['Strategy', 'We listen first, then plan what will actually move the needle.'],
    ['Design', 'Clear, beautiful work shaped around your customers.'],
    ['Delivery', 'Launched on time, measured, and improved after launch.'],
  ],
};

const QUOTES: Item[] = [
  ['Sam R.', 'Honestly the best decision we made this year. Friendly, fast and thoughtful.'],
  ['Priya K.', 'Everything felt easy from the first day. I recommend them to everyone.'],
  ['Jordan L.', 'Quality you can feel in every detail. We keep coming back.'],
];

const TEAM: Item[] = [
  ['Alex Morgan', 'Founder'],
  ['Riley Chen', 'Head of Design'],
  ['Jamie Ortiz', 'Operations'],
];

/** The `<section>` of one id, with content shaped by the kind of site. */
export function renderSection(id: SectionId, spec: SiteSpec): string {
  const title = SECTION_TITLES[id](spec);
  const body = SECTION_BODIES[id](spec);
  const tone = TINTED.has(id) ? ' section--tinted' : '';
  return `    <section id="${id}" class="section${tone}">
      <div class="container">
        <h2 class="section-title">${title}</h2>
${body}
      </div>
    </section>`;
}

const TINTED = new Set<SectionId>(['menu', 'products', 'pricing', 'testimonials', 'hours']);

const SECTION_TITLES: Readonly<Record<SectionId, (spec: SiteSpec) => string>> = {
  features: () => 'Why people choose us',
  services: () => 'What we do',
  menu: (spec) => (spec.kind === 'cafe' ? 'On the menu' : 'Our menu'),
  products: () => 'Fresh today',
  projects: () => 'Selected work',
  gallery: () => 'Gallery',
  schedule: (spec) => (spec.kind === 'fitness' ? 'Weekly classes' : 'Schedule'),
  pricing: () => 'Simple pricing',
  about: (spec) => `About ${escapeHtml(spec.name)}`,
  team: () => 'Meet the team',
  testimonials: () => 'What people say',
  faq: () => 'Questions & answers',
  posts: () => 'Latest posts',
  hours: () => 'Visit us',
  newsletter: () => 'Stay in the loop',
  contact: () => 'Get in touch',
};

const cards = (items: Item[], className = 'card') =>
  `        <div class="grid">
${items
  .map(
    ([title, text, extra]) => `          <article class="${className}">
            <h3>${escapeHtml(title)}${extra ? ` <span class="price">${escapeHtml(extra)}</span>` : ''}</h3>
            <p>${escapeHtml(text)}</p>
          </article>`,
  )
  .join('\n')}
        </div>`;

const SECTION_BODIES: Readonly<Record<SectionId, (spec: SiteSpec) => string>> = {
  features: () => cards(FEATURES),
  services: (spec) => cards(SERVICES[spec.kind] ?? SERVICES.default),
  menu: (spec) => cards(MENUS[spec.kind] ?? MENUS.restaurant!, 'card menu-item'),
  products: (spec) =>
    cards(
      PRODUCTS[spec.kind] ?? [
        [`The ${capitalize(spec.subject)} Classic`, 'Our best seller, loved for good reason.', '$24'],
        ['Everyday Edition', 'Simple, sturdy and made to last.', '$18'],
        ['Limited Run', 'Small batch; when it is gone, it is gone.', '$36'],
      ],
      'card product',
    ),
  projects: (spec) =>
    cards([
      ['Northwind rebrand', `A new identity for a growing ${spec.subject} client.`],
      ['Tidewater app', 'Booking flow redesign that doubled conversions.'],
      ['Field Notes', 'An editorial site for a photography collective.'],
    ]),
  gallery: (spec) => {
    const seed = hashText(spec.name);
    const tiles = Array.from({ length: 6 }, (_, index) => {
      const hue = (seed + index * 47) % 360;
      return `          <figure class="tile" style="--tile-hue: ${hue}"><figcaption>Moment ${index + 1}</figcaption></figure>`;
    });
    return `        <div class="gallery">\n${tiles.join('\n')}\n        </div>`;
  },
  schedule: (spec) => {
    const rows: Item[] =
      spec.kind === 'fitness'
        ? [
            ['Mon & Wed', 'Strength foundations', '7:00'],
            ['Tue & Thu', 'HIIT express', '12:15'],
            ['Saturday', 'Community yoga', '9:30'],
          ]
        : [
            ['09:00', 'Doors open & coffee'],
            ['10:00', 'Opening keynote'],
            ['13:30', 'Workshops'],
            ['17:00', 'Closing talks & drinks'],
          ];
    return `        <ol class="schedule">
${rows.map(([when, what, time]) => `          <li><span class="when">${escapeHtml(when)}${time ? ` · ${escapeHtml(time)}` : ''}</span> ${escapeHtml(what)}</li>`).join('\n')}
        </ol>`;
  },
  pricing: (spec) => {
    const plans: Item[] =
      spec.kind === 'event'
        ? [
            ['Day pass', 'One day of talks and workshops.', '$149'],
            ['Full pass', 'Both days, workshops and the party.', '$249'],
            ['Team of five', 'Five full passes, one invoice.', '$999'],
          ]
        : [
            ['Starter', 'Everything you need to get going.', '$0'],
            ['Pro', 'More power for growing teams.', '$19/mo'],
            ['Business', 'Advanced controls and priority support.', '$49/mo'],
          ];
    return `        <div class="grid pricing">
${plans
  .map(
    ([name, text, price], index) => `          <article class="card plan${index === 1 ? ' plan--featured' : ''}">
            <h3>${escapeHtml(name)}</h3>
            <p class="plan-price">${escapeHtml(price ?? '')}</p>
            <p>${escapeHtml(text)}</p>
            <a class="button" href="#contact">Choose ${escapeHtml(name)}</a>
          </article>`,
  )
  .join('\n')}
        </div>`;
  },
  about: (spec) => `        <div class="about">
          <p>${escapeHtml(spec.name)} started with a simple idea: a ${escapeHtml(spec.subject)} that treats people well and sweats the details. What began small is now a place our neighbours call their own.</p>
          <p>We work with people we trust, keep things simple, and care about doing it right every single day.</p>
        </div>`,
  team: () =>
    `        <div class="grid team">
${TEAM.map(([name, role]) => `          <article class="card person"><div class="avatar" aria-hidden="true">${escapeHtml(name[0])}</div><h3>${escapeHtml(name)}</h3><p>${escapeHtml(role)}</p></article>`).join('\n')}
        </div>`,
  testimonials: () =>
    `        <div class="grid">
${QUOTES.map(([who, quote]) => `          <blockquote class="card quote"><p>“${escapeHtml(quote)}”</p><cite>${escapeHtml(who)}</cite></blockquote>`).join('\n')}
        </div>`,
  faq: (spec) =>
    `        <div class="faq">
${[
  [`What is ${spec.name}?`, `A ${spec.subject} built around what people actually need.`],
  ['How do I get started?', 'Send us a message with the form below and we will reply within a day.'],
  ['Can I change my mind later?', 'Of course. Nothing is locked in, and changes are free.'],
]
  .map(([q, a]) => `          <details>\n            <summary>${escapeHtml(q)}</summary>\n            <p>${escapeHtml(a)}</p>\n          </details>`)
  .join('\n')}
        </div>`,
  posts: () =>
    cards([
      ['Starting small', 'Why the best projects begin with one tiny step.', 'Mar 4'],
      ['Notes from the road', 'What a month of travel taught us about focus.', 'Feb 18'],
      ['Tools we love', 'The short list of things we use every day.', 'Jan 29'],
    ]),
  hours: () => `        <div class="visit">
          <dl class="hours">
            <div><dt>Monday – Friday</dt><dd>7:00 – 18:00</dd></div>
            <div><dt>Saturday</dt><dd>8:00 – 16:00</dd></div>
            <div><dt>Sunday</dt><dd>9:00 – 14:00</dd></div>
          </dl>
          <address>12 Harbour Street<br>Old Town<br><a href="tel:+15550100">+1 555 0100</a></address>
        </div>`,
  newsletter: () => `        <form class="newsletter" data-form="newsletter" novalidate>
          <label for="newsletter-email">Email address</label>
          <div class="inline">
            <input id="newsletter-email" name="email" type="email" placeholder="you@example.com" required>
            <button class="button" type="submit">Subscribe</button>
          </div>
          <p class="form-status" role="status" aria-live="polite"></p>
        </form>`,
  contact: () => `        <form class="contact-form" data-form="contact" novalidate>
          <label for="contact-name">Name</label>
          <input id="contact-name" name="name" autocomplete="name" required>
          <label for="contact-email">Email</label>
          <input id="contact-email" name="email" type="email" autocomplete="email" required>
          <label for="contact-message">Message</label>
          <textarea id="contact-message" name="message" rows="4" required></textarea>
          <button class="button" type="submit">Send message</button>
          <p class="form-status" role="status" aria-live="polite"></p>
        </form>`,
};
