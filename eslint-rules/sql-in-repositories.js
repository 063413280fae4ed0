/**
 * SQL lives in repositories: a module's `*.repository.ts` files alone run queries, hold SQL
 * statements and name its tables (docs/architecture.md §3). Everywhere else the rule refuses
 *
 * - `.query(…)` calls (a data source's, a manager's, a pool's);
 * - strings and templates that read as SQL statements (SELECT … FROM, INSERT INTO, UPDATE … SET,
 *   DELETE FROM), in any letter case;
 * - strings and templates that read as pieces of SQL: a comparison with a parameter (`= $1`,
 *   `< :before`), ILIKE, ORDER BY, CASE WHEN, AT TIME ZONE, IS DISTINCT FROM, a cast (`::int`),
 *   SQL's own functions (coalesce(, to_char(, GREATEST( …), and conditions or orders given to a
 *   query builder (`.where('…')`, `.orderBy('…')`), so that no module builds SQL to hand to one;
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

/** Query-builder methods whose string argument is SQL (a condition, an order, a grouping). */
const FRAGMENT_METHODS = new Set([
  'where',
  'andWhere',
  'orWhere',
  'having',
  'andHaving',
  'orHaving',
  'orderBy',
  'addOrderBy',
  'groupBy',
  'addGroupBy',
]);

/**
 * Pieces of SQL that prose and other code do not write: upper-case keywords are matched as
 * written, the rest in any case (a template's placeholders read as the neutral word `x`).
 */
const FRAGMENTS = [
  // A column compared with a parameter: `id = $1`, `entry.id > :after` (spaced: not a URL's `?page=:page`).
  /[\w."]+\s*(?:<>|!=|<=|>=|=|<|>)\s*\$\d+/,
  /[\w."]+\s+(?:<>|!=|<=|>=|=|<|>)\s+:[a-z_]\w*/i,
  // A comparison joined to another condition: `a < x AND x`.
  /(?:<>|!=|<=|>=|=|<|>)\s*[^\s,;]+\s+(?:AND|OR)\s/,
  /\bilike\b/i,
  /\b(?:i?like|similar\s+to)\s+(?:\$\d+|:[a-z_]\w*|upper\s*\(|lower\s*\()/i,
  /\b(?:upper|lower)\s*\([^)]*\)\s*(?:=|<>|!=|i?like\b)/i,
  /\b(?:ORDER|GROUP|PARTITION) BY\b/,
  /\border\s+by\s+[\w."]+\s+(?:asc|desc)\b/i,
  /\bcase\s+when\b/i,
  /\bat\s+time\s+zone\b/i,
  /\bis\s+(?:not\s+)?distinct\s+from\b/i,
  /\bIS (?:NOT )?NULL\b/,
  /\b(?:LIMIT|OFFSET) (?:\$\d+|\d+|:[a-z_]\w*)/,
  /::(?:int|int4|int8|integer|bigint|smallint|numeric|text|varchar|date|timestamp|timestamptz|interval|json|jsonb|regclass|boolean|uuid)\b/i,
  /\b(?:coalesce|nullif|greatest|least|to_char|to_date|date_trunc|date_part|json_build_object|jsonb_build_object|json_agg|jsonb_agg|array_agg|string_agg|pg_advisory_xact_lock|setval|nextval)\s*\(/i,
  /\bcast\s*\([^)]*\bas\s+\w+/i,
];

const STATEMENT =
  /\bselect\b[\s\S]*?\bfrom\s+["a-z_(]|\binsert\s+into\b|\bupdate\s+["\w.]+\s+set\b|\bdelete\s+from\b/i;

const readsAsFragment = (text) => FRAGMENTS.some((fragment) => fragment.test(text));

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
      fragment:
        "A piece of SQL outside a repository: build it in the module's *.repository.ts (docs/architecture.md §3).",
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
      if (!isRepository && !except.includes('statements')) {
        if (STATEMENT.test(text)) context.report({ node, messageId: 'statement' });
        else if (readsAsFragment(text)) {
          context.report({ node, messageId: 'fragment' });
        }
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
        const first = node.arguments[0];
        if (
          FRAGMENT_METHODS.has(method) &&
          !onClass &&
          !isRepository &&
          !except.includes('statements') &&
          first &&
          textOf(first) !== null &&
          // Already reported as a statement or a fragment by itself.
          !STATEMENT.test(textOf(first)) &&
          !readsAsFragment(textOf(first))
        ) {
          context.report({ node: first, messageId: 'fragment' });
        }
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
