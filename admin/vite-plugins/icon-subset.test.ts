import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  filesImportedBy,
  iconNamesIn,
  iconNamesModule,
  iconPathsModule,
  pathsOf,
  staticImportsIn,
} from './icon-subset';

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

  it('follows the imports of values made at once, not types nor code fetched later', () => {
    const source = [
      "import './theme.css';",
      "import { a, type B } from './a';",
      'import {',
      '  c,',
      "} from '../c';",
      "import type { D } from './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "import { useState } from 'react';",
      "const Later = lazy(() => import('./later'));",
      '  await import("./also-later");',
    ].join('\n');
    expect(staticImportsIn(source)).toEqual(['./theme.css', './a', '../c', './e']);
  });

  it('lists the files a first screen is built from, without what only a skipped one imports', () => {
    const src = mkdtempSync(path.join(tmpdir(), 'icon-subset-'));
    mkdirSync(path.join(src, 'app'));
    const write = (file: string, text: string) => writeFileSync(path.join(src, file), text);
    write('main.tsx', "import { App } from './app/App';\nimport { menu } from './app/menu';");
    write(
      'app/App.tsx',
      "import { Icon } from './Icon';\nconst Screen = lazy(() => import('./Screen'));",
    );
    write('app/Icon.tsx', 'export const Icon = 1;');
    write('app/Screen.tsx', "import { Icon } from './Icon';");
    write('app/menu.ts', "import { items } from './items';");
    write('app/items.ts', 'export const items = [];');
    const relative = (files: string[]) => files.map((file) => path.relative(src, file)).sort();
    expect(relative(filesImportedBy([path.join(src, 'main.tsx')]))).toEqual([
      'app/App.tsx',
      'app/Icon.tsx',
      'app/items.ts',
      'app/menu.ts',
      'main.tsx',
    ]);
    expect(
      relative(filesImportedBy([path.join(src, 'main.tsx')], [path.join(src, 'app/menu.ts')])),
    ).toEqual(['app/App.tsx', 'app/Icon.tsx', 'main.tsx']);
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
