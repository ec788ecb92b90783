import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The server's import graph between modules (ARCHITECTURE "Layers"), for the test that fails on
 * an import circle. A module is a folder under `modules/` (`modules/trading`) or a top-level
 * entry of `src/` (`http`, `realtime`, `db`, `context`, `events`, …). Type-only imports count:
 * they are dependencies too (`context.ts` naming every service's type is how the circle
 * through it is drawn), but they are told apart so the runtime graph can be held to none.
 */
export interface ImportEdge {
  from: string;
  to: string;
  /** Every import of `to` from `from` is `import type` or only `type` specifiers. */
  typeOnly: boolean;
  /** A file of `from` that imports `to`, for the message. */
  via: string;
}

/** The module a file (relative to src, with `/`) belongs to. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0]!.replace(/\.ts$/, '');
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import runs the module
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
}

/** Relative imports of one source text: the target (relative to src) and whether type-only. */
export function importsOf(file: string, text: string): { target: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: { target: string; typeOnly: boolean }[] = [];
  for (const node of source.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node))) continue;
    const spec = node.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    const target = path.posix
      .normalize(path.posix.join(path.posix.dirname(file), spec.text))
      .replace(/\.js$/, '.ts');
    found.push({ target, typeOnly: isTypeOnly(node) });
  }
  return found;
}

/** The module graph of a set of files (path relative to src → source text). */
export function moduleEdges(files: ReadonlyMap<string, string>): ImportEdge[] {
  const edges = new Map<string, ImportEdge>();
  for (const [file, text] of files) {
    const from = moduleOf(file);
    for (const { target, typeOnly } of importsOf(file, text)) {
      const to = moduleOf(target);
      if (to === from || to.startsWith('..')) continue;
      const key = `${from}→${to}`;
      const known = edges.get(key);
      if (!known) edges.set(key, { from, to, typeOnly, via: file });
      else if (!typeOnly && known.typeOnly) edges.set(key, { from, to, typeOnly, via: file });
    }
  }
  return [...edges.values()];
}

/**
 * Import circles: the strongly connected components of more than one module (Tarjan), each
 * sorted, the list sorted — stable enough to compare with a list of known ones.
 */
export function circles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

/** Every non-test `.ts` file under `srcDir`, keyed by its path relative to it. */
export function readSources(srcDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        files.set(path.relative(srcDir, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(srcDir);
  return files;
}
