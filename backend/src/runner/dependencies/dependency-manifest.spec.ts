import { cacheKey, planDependencies } from './dependency-manifest';

const pkg = (manifest: object) => ({ path: 'package.json', content: JSON.stringify(manifest) });
const requirements = (content: string) => ({ path: 'requirements.txt', content });

describe(planDependencies.name, () => {
  it('keeps the fast path when the sandbox provides every package named', () => {
    expect(planDependencies('npm', [pkg({ dependencies: { express: '^4.19.2' }, devDependencies: { jest: '^29' } })])).toEqual({ ok: true, request: null });
    expect(planDependencies('pip', [requirements('fastapi>=0.100\nuvicorn[standard]\npydantic==2.*  # models\n\n')])).toEqual({ ok: true, request: null });
    expect(planDependencies('npm', [{ path: 'server.js', content: '' }])).toEqual({ ok: true, request: null });
  });

  it('asks npm for the other dependencies only, never dev dependencies, in a manifest of their own', () => {
    const plan = planDependencies('npm', [pkg({ name: 'shelf', dependencies: { lodash: '^4.17.21', express: '^4', dayjs: '1.11.10' }, devDependencies: { jest: '^29' } })]);
    expect(plan.ok && plan.request).toMatchObject({ kind: 'npm', specs: ['dayjs@1.11.10', 'lodash@^4.17.21'], lockfile: null });
    expect(plan.ok && JSON.parse(plan.request!.manifest).dependencies).toEqual({ dayjs: '1.11.10', lodash: '^4.17.21' });
  });

  it('asks pip for each requirement the system Python lacks, whatever its spelling of a provided name', () => {
    const plan = planDependencies('pip', [requirements('FastAPI\nrequests >= 2.31\r\nTyping_Extensions\nhttpx[http2]==0.27.0 ; python_version >= "3.8"\n')]);
    expect(plan.ok && plan.request).toMatchObject({ kind: 'pip', specs: ['httpx[http2]==0.27.0;python_version>="3.8"', 'requests>=2.31'] });
  });

  it('refuses what would fetch or run code from elsewhere: git, file and URL dependencies, pip options', () => {
    for (const range of ['git+https://example.com/x.git', 'file:../x', 'https://example.com/x.tgz', 'user/repo#main']) {
      expect(planDependencies('npm', [pkg({ dependencies: { x: range } })])).toEqual({
        ok: false,
        reason: 'package.json: x must name a registry version or range (git, file, link and URL dependencies are not installed here).',
      });
    }
    for (const line of ['-e .', '--index-url https://evil.example/simple', 'pkg @ https://example.com/pkg.whl', './local-folder']) {
      const plan = planDependencies('pip', [requirements(`requests\n${line}\n`)]);
      expect(plan).toEqual({ ok: false, reason: expect.stringMatching(/^requirements\.txt line 2: .* is not a package requirement \(options, URLs and paths are not installed here\)\.$/) });
    }
  });

  it('names one cache folder per manifest and lockfile, whatever the order or the other files', () => {
    const a = planDependencies('npm', [pkg({ name: 'a', dependencies: { lodash: '^4.17.21', dayjs: '1' } })]);
    const b = planDependencies('npm', [pkg({ name: 'b', dependencies: { dayjs: '1', lodash: '^4.17.21', express: '^4' } }), { path: 'server.js', content: 'x' }]);
    const other = planDependencies('npm', [pkg({ dependencies: { lodash: '^4.17.20', dayjs: '1' } })]);
    const locked = planDependencies('npm', [pkg({ dependencies: { lodash: '^4.17.21', dayjs: '1' } }), { path: 'package-lock.json', content: '{}' }]);
    const keyOf = (plan: ReturnType<typeof planDependencies>) => (plan.ok ? plan.request?.key : undefined);
    expect(keyOf(a)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(b)).toBe(keyOf(a));
    expect(new Set([keyOf(a), keyOf(other), keyOf(locked)]).size).toBe(3);
    expect(cacheKey('pip', 'requests\n', null)).not.toBe(cacheKey('npm', 'requests\n', null));
  });
});
