import { describe, expect, it } from 'vitest';
import { iconNamesIn, iconNamesModule, iconPathsModule, pathsOf } from './icon-subset';

const KNOWN = new Set(['add', 'cross', 'th-list', 'user']);

describe("the app's icon subset", () => {
  it('finds the icon names quoted in a source file, in any quotes, once each', () => {
    const source = `
      <Button icon="add" /> <Icon icon={open ? 'cross' : "add"} />
      const TILES = [{ icon: \`th-list\` }]; const text = 'not-an-icon'; // user
    `;
    expect(iconNamesIn(source, KNOWN).sort()).toEqual(['add', 'cross', 'th-list']);
  });

  it('reads no names from a file that never speaks of icons', () => {
    expect(iconNamesIn(`<ul role="list"><li>{'user'}</li></ul>`, KNOWN)).toEqual([]);
  });

  it("reads an icon's paths from the package's file, and nothing from another shape", () => {
    expect(pathsOf('export default ["M1 1h2", "M3 3"];\n//# sourceMappingURL=add.js.map')).toEqual([
      'M1 1h2',
      'M3 3',
    ]);
    expect(pathsOf('const p = [];\nexport default p;')).toBeNull();
  });

  it('writes a module holding the paths of each named icon at one size', async () => {
    const code = iconPathsModule(['user', 'add'], '16');
    const { iconPaths } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      iconPaths: Record<string, string[]>;
    };
    expect(Object.keys(iconPaths)).toEqual(['add', 'user']);
    expect(iconPaths.add?.[0]).toMatch(/^M/);
  });

  it("cuts Blueprint's name list down to the app's names, keeping its code", () => {
    const list = [
      'export var BlueprintIcons_16;',
      '(function (BlueprintIcons_16) {',
      '    BlueprintIcons_16["Add"] = "add";',
      '    BlueprintIcons_16["Airplane"] = "airplane";',
      '})(BlueprintIcons_16 || (BlueprintIcons_16 = {}));',
      'export const BLUEPRINT_ICONS_16_CODEPOINTS = {',
      '    [BlueprintIcons_16.Add]: "61697",',
      '    [BlueprintIcons_16.Airplane]: "61698",',
      '};',
    ].join('\n');
    const cut = iconNamesModule(list, new Set(['add']));
    expect(cut).toContain('BlueprintIcons_16["Add"] = "add";');
    expect(cut).toContain('[BlueprintIcons_16.Add]: "61697",');
    expect(cut).not.toContain('Airplane');
    expect(cut).toContain('export const BLUEPRINT_ICONS_16_CODEPOINTS = {');
  });
});
