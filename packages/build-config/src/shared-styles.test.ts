import { withSharedStyles, type ChunkGroupLike } from './shared-styles';

const group = (identifier: string, files: string[]): ChunkGroupLike => ({ origins: [{ module: { identifier: () => identifier } }], getFiles: () => files });
const shared = (name: string) => ({ name, assets: { js: { sync: ['static/js/async/791.js'], async: [] }, css: { sync: [] as string[], async: [] as string[] } } });

describe(withSharedStyles.name, () => {
  it("lists the styles of the chunk group that provides a shared module, not those of the one that consumes it", () => {
    const stats = { shared: [shared('@atelier/ui/studio')] };
    withSharedStyles(stats, [
      group('provide shared module (default) @atelier/ui/studio@0.1.0 = /repo/packages/ui/src/studio.ts', ['static/js/async/791.js', 'static/css/async/631.css']),
      group('consume shared module (default) @atelier/ui/studio@^0.1.0 (strict) (fallback: /repo/packages/ui/src/studio.ts)', ['static/js/async/791.js', 'static/css/async/12.css']),
    ]);
    expect(stats.shared[0].assets.css.sync).toEqual(['static/css/async/631.css']);
    expect(stats.shared[0].assets.js.sync).toEqual(['static/js/async/791.js']);
  });

  it('does not give a package the styles of another whose name it begins', () => {
    const stats = { shared: [shared('@atelier/ui'), shared('@atelier/ui/studio')] };
    withSharedStyles(stats, [
      group('provide shared module (default) @atelier/ui/studio@0.1.0 = /repo/packages/ui/src/studio.ts', ['static/css/async/631.css']),
      group('provide shared module (default) @atelier/ui@0.1.0 = /repo/packages/ui/src/index.ts', ['static/js/async/141.js', 'static/css/async/338.css']),
    ]);
    expect(stats.shared.map((item) => item.assets.css.sync)).toEqual([['static/css/async/338.css'], ['static/css/async/631.css']]);
  });

  it("replaces the consuming group's copy the manifest listed with the stylesheet the provide factory loads", () => {
    const listed = { name: 'b', assets: { css: { sync: ['static/css/async/12.css'], async: [] } } };
    withSharedStyles({ shared: [listed] }, [group('provide shared module (default) b@1.0.0 = /b.js', ['static/css/async/631.css'])]);
    expect(listed.assets.css.sync).toEqual(['static/css/async/631.css']);
  });

  it('leaves a shared module whose provide factory loads no styles as it was', () => {
    const stats = { shared: [shared('a')] };
    withSharedStyles(stats, [group('provide shared module (default) a@1.0.0 = /a.js', ['a.js']), { getFiles: () => ['y.css'] }]);
    expect(stats.shared[0].assets.css.sync).toEqual([]);
  });
});
