import { parseSync, type Plugin } from 'vite';

/**
 * The site calls the contract's endpoints (api.call) for their method and route only. Their
 * query, body and answer schemas and their summary serve the API, its OpenAPI document and the
 * tests; left in, the schemas would bring the schema library into every chunk that calls an
 * endpoint, the home page's entry among them (about 28 KB gzipped). So the site's copy of
 * shared/src/endpoints.ts leaves them out, with the builder's default answer schema and the
 * imports nothing uses then, and the build fails if the entry still loads the library: it comes
 * only with the screens that validate, through their own imports (e.g. tracking/contract.ts).
 */
export function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'waybill-endpoints-without-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/shared/src/endpoints.ts')) return null;
      const edits = unreadParts(code, id);
      if (edits.length === 0) this.error('shared/src/endpoints.ts: no endpoint schemas found');
      const stripped = applyEdits(code, edits);
      return { code: applyEdits(stripped, unusedImports(stripped, id)), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      // The entries and every chunk they import statically: what the first load fetches.
      const firstLoad = [...chunks.values()].filter((chunk) => chunk.isEntry);
      for (const chunk of firstLoad) {
        for (const name of chunk.imports) {
          const imported = chunks.get(name);
          if (imported && !firstLoad.includes(imported)) firstLoad.push(imported);
        }
      }
      const carrier = firstLoad.find((chunk) =>
        chunk.moduleIds.some((each) => each.includes('/node_modules/zod/')),
      );
      if (carrier) this.error(`The first load carries the schema library (${carrier.fileName})`);
    },
  };
}

/** The endpoint properties the site does not read. */
const UNREAD = new Set(['query', 'body', 'data', 'summary', 'access']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(code: string, edits: Edit[]): string {
  let result = code;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${text}${result.slice(end)}`;
  }
  return result;
}

function program(code: string, id: string): Node[] {
  return parseSync(id, code).program.body as unknown as Node[];
}

const named = (node: unknown, name: string) =>
  (node as { type?: string; name?: string } | null)?.type === 'Identifier' &&
  (node as { name: string }).name === name;

/** `z.something(…)`: a schema the schema library builds. */
function isSchemaCall(node: unknown): boolean {
  const { type, callee } = node as { type: string; callee?: { type: string; object?: unknown } };
  return (
    type === 'CallExpression' && callee?.type === 'MemberExpression' && named(callee.object, 'z')
  );
}

/**
 * The unread properties of each `endpoint({…})` (removed with their comma), and the body of a
 * module-level `() => z.…()` (the builder's default answer schema), which becomes undefined.
 */
function unreadParts(code: string, id: string): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program(code, id)) {
    const exported = statement.type === 'ExportNamedDeclaration';
    const declaration = (exported ? statement.declaration : statement) as Node | null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations as { init: Node | null }[]) {
      if (init?.type === 'ArrowFunctionExpression' && !exported && isSchemaCall(init.body)) {
        const { start, end } = init.body as Node;
        edits.push({ start, end, text: 'undefined' });
      }
      if (init?.type !== 'CallExpression' || !named(init.callee, 'endpoint')) continue;
      const [definition] = init.arguments as Node[];
      for (const property of (definition?.properties ?? []) as Node[]) {
        const key = property.key as { name?: string };
        if (property.type !== 'Property' || !UNREAD.has(key.name ?? '')) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        edits.push({
          start: property.start,
          end: property.end + (comma?.[0].length ?? 0),
          text: '',
        });
      }
    }
  }
  return edits;
}

/** Every identifier under a node. */
function identifiers(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const each of node) identifiers(each, found);
  } else if (node && typeof node === 'object') {
    const { type, name } = node as { type?: string; name?: unknown };
    if (type === 'Identifier' && typeof name === 'string') found.add(name);
    for (const value of Object.values(node)) identifiers(value, found);
  }
  return found;
}

/**
 * The imports nothing uses any more: the bundler places modules by the imports written, so an
 * unused import of a schema module would still split the chunks as if it were used.
 */
function unusedImports(code: string, id: string): Edit[] {
  const body = program(code, id);
  const imports = body.filter((statement) => statement.type === 'ImportDeclaration');
  const used = identifiers(body.filter((statement) => statement.type !== 'ImportDeclaration'));
  return imports
    .filter((statement) =>
      (statement.specifiers as { local: { name: string } }[]).every(
        (specifier) => !used.has(specifier.local.name),
      ),
    )
    .map(({ start, end }) => ({ start, end, text: '' }));
}
