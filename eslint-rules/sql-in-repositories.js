/**
 * SQL lives in repositories: a module's `*.repository.ts` files alone run queries, hold SQL
 * statements and name its tables (docs/architecture.md §3). Everywhere else the rule refuses
 *
 * - `.query(…)` calls (a data source's, a manager's, a pool's);
 * - strings and templates that read as SQL statements (SELECT … FROM, INSERT INTO, UPDATE … SET,
 *   DELETE FROM), in any letter case;
 * - a table of `tableOwners` named in SQL (after FROM, JOIN, INTO, UPDATE, TABLE, TRUNCATE), in any
 *   spelling: any case, "quoted", `public.` before it, or given to a query builder's `.from()`,
 *   `.into()` or join; even in a repository, a table is named only by its owner's.
 *
 * Options: `tableOwners` (table → owning folder under `sourceRoot`), `sourceRoot` (default
 * `api/src/`), `except` (checks left off for the files configured: `query`, `statements`).
 */

const BUILDER_METHODS = new Set([
  'from',
  'into',
  'join',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
]);

const STATEMENT =
  /\bselect\b[\s\S]*?\bfrom\s+["a-z_(]|\binsert\s+into\b|\bupdate\s+["\w.]+\s+set\b|\bdelete\s+from\b/i;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of a string or template (placeholders as a neutral word), or null. */
function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.raw).join(' x ');
  return null;
}

/** A builder's table argument: 'parcels', '"parcels"', 'public.parcels' → parcels. */
const bareTable = (text) =>
  text
    .trim()
    .replace(/^"?public"?\s*\.\s*/i, '')
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();

export const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: "SQL only in a module's repository; a table only in its owner's." },
    schema: [
      {
        type: 'object',
        properties: {
          tableOwners: { type: 'object', additionalProperties: { type: 'string' } },
          sourceRoot: { type: 'string' },
          except: { type: 'array', items: { enum: ['query', 'statements'] } },
        },
        required: ['tableOwners'],
        additionalProperties: false,
      },
    ],
    messages: {
      query:
        "A query outside a repository: move it into the module's *.repository.ts (docs/architecture.md §3).",
      statement:
        "SQL outside a repository: move it into the module's *.repository.ts (docs/architecture.md §3).",
      table:
        "The table '{{table}}' belongs to {{owner}}: only {{owner}}'s repositories name it (TABLE_OWNERS in eslint.config.js).",
    },
  },

  create(context) {
    const { tableOwners, sourceRoot = 'api/src/', except = [] } = context.options[0];
    const path = context.filename.replace(/\\/g, '/');
    const at = path.lastIndexOf(`/${sourceRoot}`);
    const relative = at >= 0 ? path.slice(at + sourceRoot.length + 1) : path;
    const folder = [...new Set(Object.values(tableOwners))]
      .filter((owner) => relative.startsWith(`${owner}/`))
      .sort((a, b) => b.length - a.length)[0];
    const isRepository = /\.repository\.[cm]?[jt]s$/.test(relative);
    const mayName = (table) => isRepository && tableOwners[table] === folder;

    const tables = Object.keys(tableOwners).map(escape).join('|');
    const named = new RegExp(
      `\\b(?:from|join|into|update|table|truncate)\\s+(?:only\\s+)?(?:"?public"?\\s*\\.\\s*)?"?(${tables})"?(?![\\w])`,
      'gi',
    );

    const reportTable = (node, table) =>
      context.report({ node, messageId: 'table', data: { table, owner: tableOwners[table] } });

    function checkText(node) {
      const text = textOf(node);
      if (text === null) return;
      if (!isRepository && !except.includes('statements') && STATEMENT.test(text)) {
        context.report({ node, messageId: 'statement' });
      }
      for (const match of text.matchAll(named)) {
        const table = match[1].toLowerCase();
        if (!mayName(table)) reportTable(node, table);
      }
    }

    return {
      Literal: checkText,
      TemplateLiteral: checkText,
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression') return;
        const method = callee.computed ? textOf(callee.property) : callee.property.name;
        if (method === 'query' && !isRepository && !except.includes('query')) {
          context.report({ node: callee.property, messageId: 'query' });
        }
        // Array.from, Buffer.from …: a class's static method, not a query builder's.
        const onClass = callee.object.type === 'Identifier' && /^[A-Z]/.test(callee.object.name);
        if (BUILDER_METHODS.has(method) && !onClass && node.arguments[0]) {
          const argument = textOf(node.arguments[0]);
          if (argument === null) return;
          const table = bareTable(argument);
          if (Object.hasOwn(tableOwners, table) && !mayName(table)) {
            reportTable(node.arguments[0], table);
          }
        }
      },
    };
  },
};

export const plugin = { rules: { 'sql-in-repositories': sqlInRepositories } };
