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

  describe('keeps the loading of the script tag it replaces', () => {
    const dataSource = (tag: string) => decodeURIComponent(/src="data:text\/javascript;charset=utf-8,([^"]*)"/.exec(tag)![1]);
    const compose = (index: string, ...scripts: [string, string][]) =>
      bridgeless(composePreview([file('index.html', index), ...scripts.map(([path, content]) => file(path, content))], { renderId: 0 }).html);

    it('runs a deferred script in <head> after parsing: its tag stays, deferred, with the file as its source', () => {
      const html = compose('<head><script src="app.js" defer></script></head><body><p id="out"></p></body>', ['app.js', 'out.textContent = "hi";']);
      const tag = /<script[^>]*>/.exec(html.slice(html.indexOf('<head>')))![0];
      expect(tag).toMatch(/\sdefer[\s>]/);
      expect(tag).toContain('data-file="app.js"');
      expect(dataSource(tag)).toBe('out.textContent = "hi";\n//# sourceURL=app.js');
      expect(html).not.toContain('out.textContent = "hi"'); // not also inlined anywhere
      expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
    });

    it('keeps several deferred scripts and modules in their order, each where its tag was', () => {
      const html = compose(
        '<head><script defer src="a.js"></script><script type="module" src="m.js"></script><script src=\'b.js\' defer=""></script></head><body></body>',
        ['a.js', 'a();'],
        ['b.js', 'b();'],
        ['m.js', 'm();'],
      );
      const tags = html.match(/<script[^>]*>/g)!;
      expect(tags.map((tag) => /data-file="([^"]+)"/.exec(tag)![1])).toEqual(['a.js', 'm.js', 'b.js']);
      expect(dataSource(tags[0])).toMatch(/^a\(\);/);
      expect(dataSource(tags[2])).toMatch(/^b\(\);/);
    });

    it('keeps async on a classic script, which then runs when it arrives; a plain one runs inline where it stands', () => {
      const html = compose('<body><script async src="track.js"></script><script src="app.js" title="defer async"></script><p>after</p></body>', ['track.js', 'track();'], ['app.js', 'app();']);
      const tag = /<script[^>]*>/.exec(html)![0];
      expect(tag).toMatch(/\sasync[\s>]/);
      expect(dataSource(tag)).toMatch(/^track\(\);/);
      expect(html).toContain('<script data-file="app.js">app();');
      expect(html.indexOf('app();')).toBeLessThan(html.indexOf('<p>after</p>'));
    });

    it('keeps type="module" (deferred by default) and async on an inlined module', () => {
      const html = compose('<head><script type="module" src="main.js"></script><script type=module async src="x.mjs"></script></head><body></body>', ['main.js', 'main();'], ['x.mjs', 'x();']);
      expect(html).toContain('<script type="module" data-file="main.js">main();');
      expect(html).toContain('<script type="module" async data-file="x.mjs">x();');
    });
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
