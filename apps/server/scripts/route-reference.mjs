// Writes docs/routes.md, the route reference of the API, from the contract's endpoint table
// (packages/contract `endpoints`), read through the package's source: one table per module table
// (accountEndpoints, …) with method, path, token, purpose, request and response schemas. The purpose
// is the JSDoc comment of the endpoint's entry, the schema names are the expressions written in it;
// nothing here is written by hand, so the reference cannot drift from the contract.
//
//   pnpm --filter @jinli/server docs:routes           rewrites docs/routes.md
//   pnpm --filter @jinli/server docs:routes --check   fails when docs/routes.md is stale (run by `lint`)
//
// Run with `tsx --conditions=source` (the package.json scripts do): the contract is TypeScript.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASES, endpointPath, endpoints } from '@jinli/contract';
import * as prettier from 'prettier';
import ts from 'typescript';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverDir, '..', '..');
const contractSrc = join(repoRoot, 'packages', 'contract', 'src');
export const OUTPUT = join(serverDir, 'docs', 'routes.md');

/** Every TypeScript source file of the contract, tests left out. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** One line of a JSDoc comment's text ('' without one). */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** The expression under `as const` / `satisfies …` / parentheses. */
function unwrap(node) {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

function oneLine(text) {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/,?\s+\)/g, ')')
    .trim();
}

/**
 * What the source says of each `name: endpoint({ … })` entry: the table it is in, its file, its
 * JSDoc and the expressions of its query, body and response schemas.
 */
function readSources() {
  const found = new Map();
  const tables = new Map();
  const declared = new Map();
  for (const file of sourceFiles(contractSrc)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node, table) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isObjectLiteralExpression(unwrap(node.initializer))
      ) {
        table = node.name.text;
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isCallExpression(node.initializer) &&
        ts.isIdentifier(node.initializer.expression) &&
        node.initializer.expression.text === 'endpoint'
      ) {
        const name = node.name.getText(source).replace(/^['"]|['"]$/g, '');
        const [def] = node.initializer.arguments;
        const schemas = {};
        if (def && ts.isObjectLiteralExpression(def)) {
          for (const prop of def.properties) {
            if (!ts.isPropertyAssignment(prop)) continue;
            const key = prop.name.getText(source);
            if (key === 'query' || key === 'body' || key === 'response')
              schemas[key] = oneLine(prop.initializer.getText(source));
          }
        }
        if (found.has(name)) throw new Error(`endpoint ${name} is declared twice in the contract`);
        const where = relative(repoRoot, file).split('\\').join('/');
        found.set(name, { table, file: where, doc: docOf(node), ...schemas });
        if (!tables.has(table)) tables.set(table, { file: where, doc: '' });
        return;
      }
      ts.forEachChild(node, (child) => visit(child, table));
    };
    visit(source, undefined);
    // Every top-level declaration's JSDoc, by name: an answer's schema describes what it holds.
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations)
        if (ts.isIdentifier(decl.name)) declared.set(decl.name.text, docOf(statement));
    }
    // A module table's own JSDoc, when it has one, heads its section.
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && tables.has(decl.name.text))
          tables.get(decl.name.text).doc = docOf(statement);
      }
    }
  }
  return { found, tables, declared };
}

/** JSDoc of RouteDef's members (routes/routeDef.ts), for the legend. */
function routeDefDocs() {
  const file = join(contractSrc, 'routes', 'routeDef.ts');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const docs = {};
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'RouteDef')
      for (const member of node.members) docs[member.name.getText(source)] = docOf(member);
  });
  return docs;
}

const cell = (text) => text.replaceAll('|', '\\|');
const code = (text) => (text ? `\`${cell(text)}\`` : '—');

/**
 * The purpose: the entry's JSDoc, else what the JSDoc of its answer's schema says it holds (the
 * innermost named schema of e.g. `pageSchema(noticeSchema)`; its first sentence, a leading
 * "GET /path:" left out).
 */
function purposeCell(src, declared) {
  if (src.doc) return cell(src.doc);
  const names = (src.response ?? '').match(/[A-Za-z_$][\w$]*Schema\b/g) ?? [];
  for (const name of names.reverse()) {
    const doc = (declared.get(name) ?? '').replace(/^(GET|POST) \/\S*?(\.$|[.:]\s+)/, '');
    // Its first sentence: one line.
    const sentence = doc.match(/^.*?(?<!\be\.g|\bi\.e)[.!?](?=\s|$)/)?.[0] ?? doc;
    if (sentence) return `_Answer:_ ${cell(sentence.trim())}`;
  }
  return '';
}

function requestCell(def, src) {
  if (src.query) return `query ${code(src.query)}`;
  if (src.body) return `${def.form ? 'form' : 'JSON'} ${code(src.body)}`;
  return '—';
}

function tokenCell(def) {
  if (!def.auth) return '—';
  return def.tokenInvalidExempt ? 'token (exempt)' : 'token';
}

/** docs/routes.md as it must read (before prettier). */
function renderMarkdown() {
  const { found, tables, declared } = readSources();
  const missing = Object.keys(endpoints).filter((name) => !found.has(name));
  if (missing.length > 0)
    throw new Error(`no endpoint({ … }) entry found in the contract's source for: ${missing}`);

  const groups = new Map();
  for (const [name, def] of Object.entries(endpoints)) {
    const src = found.get(name);
    if (!groups.has(src.table)) groups.set(src.table, []);
    groups.get(src.table).push({ name, def, src });
  }

  const flags = routeDefDocs();
  const lines = [
    '<!-- GENERATED by apps/server/scripts/route-reference.mjs from the contract; do not edit. -->',
    '<!-- Regenerate: pnpm --filter @jinli/server docs:routes (the server lint fails when stale). -->',
    '',
    '# API routes',
    '',
    `Every endpoint of the contract's endpoint table (\`packages/contract/src/endpoints.ts\`), ` +
      `${Object.keys(endpoints).length} in all, one table per module table, in the table's order. ` +
      'The server mounts each at its path; the client builds its requests from the same entries.',
    '',
    '- **Path**: the base and the path below it. Bases: ' +
      Object.entries(BASES)
        .map(([name, path]) => `\`${name}\` ${code(path)}`)
        .join(', ') +
      '; the `app` paths are served under `appEncrypt` as well, in encryption mode.',
    `- **Token**: \`token\` — ${flags.auth || 'needs an access token'} ` +
      `\`token (exempt)\` — also \`tokenInvalidExempt\`: ${flags.tokenInvalidExempt}`,
    `- **Request**: the query schema (GET) or the body schema (POST); \`form\` — ${flags.form}`,
    '- **Response**: the schema of `data` in the success envelope `{ code: 0, msg, data }`.',
    "- **Purpose**: the JSDoc comment of the endpoint's entry in the contract; without one, marked " +
      "_Answer:_, the JSDoc of the answer's schema (blank where neither has one).",
    '',
    'Routes outside the contract (health, static documents, images, sockets, the sandbox cashier,',
    'payment callbacks, operator endpoints) are described in [the server README](../README.md).',
    '',
  ];
  for (const [table, entries] of groups) {
    const { file, doc } = tables.get(table);
    lines.push(`## \`${table}\``, '');
    lines.push(`[\`${file}\`](${relative(join(serverDir, 'docs'), join(repoRoot, file))})`);
    if (doc) lines.push('', doc);
    lines.push(
      '',
      '| endpoint | method | path | token | purpose | request | response |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const { name, def, src } of entries) {
      lines.push(
        `| ${[
          code(name),
          def.method,
          code(endpointPath(def)),
          tokenCell(def),
          purposeCell(src, declared),
          requestCell(def, src),
          code(src.response),
        ].join(' | ')} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The reference formatted with the repository's prettier settings, as CI's format check wants it. */
export async function renderRouteReference() {
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  return prettier.format(renderMarkdown(), { ...options, filepath: OUTPUT });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const expected = await renderRouteReference();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== expected) {
      console.error(
        `${relative(repoRoot, OUTPUT)} is stale (it does not match the contract's endpoint table). ` +
          'Run `pnpm --filter @jinli/server docs:routes` and commit the result.',
      );
      process.exit(1);
    }
    console.log(`${relative(repoRoot, OUTPUT)} is up to date.`);
  } else {
    writeFileSync(OUTPUT, expected);
    console.log(`wrote ${relative(repoRoot, OUTPUT)}`);
  }
}
