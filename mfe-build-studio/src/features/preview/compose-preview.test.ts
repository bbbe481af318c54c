import { composePreview, resolveReference } from './compose-preview';

const file = (path: string, content: string) => ({ path, content, type: 'file' as const });
const bridgeless = (html: string) => html.replace(/<script>\(function \(\) \{[\s\S]*?\}\)\(\);<\/script>\n?/, '');

describe('composePreview', () => {
  it('injects every css file before </head> and every js file before </body> (spec 001 §4)', () => {
    const { page, html } = composePreview(
      [
        file('index.html', '<html><head><title>T</title></head><body><h1>Hi</h1></body></html>'),
        file('styles.css', 'h1 { color: red; }'),
        file('css/more.css', 'p { margin: 0; }'),
        file('script.js', 'console.log(1);'),
      ],
      { renderId: 1 },
    );
    expect(page).toBe('index.html');
    const body = bridgeless(html);
    expect(body.indexOf('h1 { color: red; }')).toBeLessThan(body.indexOf('</head>'));
    expect(body.indexOf('p { margin: 0; }')).toBeLessThan(body.indexOf('</head>'));
    expect(body.indexOf('console.log(1);')).toBeGreaterThan(body.indexOf('<h1>Hi</h1>'));
    expect(body.indexOf('console.log(1);')).toBeLessThan(body.indexOf('</body>'));
  });

  it("names each script after its file and keeps its line numbers, so an error points at the file's own line", () => {
    const { html } = composePreview([file('index.html', '<html><head></head><body></body></html>'), file('app.js', 'one();\ntwo();')], { renderId: 1 });

    expect(html).toContain('data-file="app.js">one();\ntwo();\n//# sourceURL=app.js\n</script>');
  });

  it('takes the first html file when there is no index.html', () => {
    expect(composePreview([file('b.css', ''), file('pages/about.html', '<p>About</p>'), file('z.html', '')], { renderId: 0 }).page).toBe('pages/about.html');
  });

  it('puts a linked stylesheet or script in place of its tag, once, keeping the order', () => {
    const { html } = composePreview(
      [
        file('index.html', '<head><link rel="stylesheet" href="./styles.css"></head><body><script src="lib.js"></script><script src="app.js"></script></body>'),
        file('styles.css', 'body{}'),
        file('app.js', 'app();'),
        file('lib.js', 'lib();'),
      ],
      { renderId: 0 },
    );
    const body = bridgeless(html);
    expect(body).not.toContain('href="./styles.css"');
    expect(body.match(/body\{\}/g)).toHaveLength(1);
    expect(body.match(/app\(\);/g)).toHaveLength(1);
    expect(body.indexOf('lib();')).toBeLessThan(body.indexOf('app();'));
  });

  it('leaves out a stylesheet or script the project does not have, and says which', () => {
    const { html, missing } = composePreview([file('index.html', '<head><link rel="stylesheet" href="gone.css"></head><body><script src="js/gone.js"></script></body>')], { renderId: 0 });
    expect(missing).toEqual(['gone.css', 'js/gone.js']);
    expect(bridgeless(html)).not.toMatch(/<script src|<link/);
  });

  it('keeps remote stylesheets and scripts as they are', () => {
    const tag = '<script src="https://cdn.example.com/x.js"></script>';
    expect(composePreview([file('index.html', `<body>${tag}</body>`)], { renderId: 0 }).html).toContain(tag);
  });

  it('cannot be broken out of by a file that contains a closing tag', () => {
    const { html } = composePreview([file('index.html', '<head></head><body></body>'), file('a.js', 'const s = "</script><b>x</b>";'), file('a.css', '/* </style> */')], { renderId: 0 });
    expect(html).toContain('"<\\/script><b>x</b>"');
    expect(html).toContain('/* <\\/style> */');
  });

  it('places the bridge first in the head, with the render id, and explains an empty project', () => {
    const { html } = composePreview([file('index.html', '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>')], { renderId: 42 });
    expect(html).toMatch(/^<!doctype html><html><head>\n<script>\(function \(\) \{\n {2}var renderId = 42;/);
    expect(composePreview([file('a.css', '')], { renderId: 0 }).html).toContain('This project has no HTML page yet.');
  });

  it('shows the page navigated to, and inlines SVG images it names', () => {
    const { page, html } = composePreview(
      [file('index.html', '<a href="about.html">About</a>'), file('about.html', '<img src="img/logo.svg">'), file('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')],
      { renderId: 0, page: 'about.html' },
    );
    expect(page).toBe('about.html');
    expect(html).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
  });
});

describe('resolveReference', () => {
  it('resolves relative links from the current page and ignores other sites', () => {
    expect(resolveReference('pages/', '../index.html')).toBe('index.html');
    expect(resolveReference('', './a/b.html#top')).toBe('a/b.html');
    expect(resolveReference('x/', '/root.css')).toBe('root.css');
    expect(resolveReference('', 'https://example.com/a.html')).toBeNull();
    expect(resolveReference('', '//cdn.example.com/a.js')).toBeNull();
  });
});
