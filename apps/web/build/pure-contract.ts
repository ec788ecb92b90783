import { parseAst, type Plugin } from 'vite';

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.)[^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/**
 * @fxdesk/contract builds its zod schemas at module top level (`export const x = z.object(…)
 * .strict()`). A bundler must keep any call it cannot prove pure, so a chunk that only wants a
 * constant from a module also kept every schema of it, and zod (~25 kB gzip) with them. Building
 * a schema has no side effect: this wraps each top-level call initializer in a pure-annotated
 * arrow, `/* @__PURE__ *\/ (() => z.object(…))()`, so unused schemas drop out of the build.
 * Same value, evaluated at the same moment; the client's socket keeps the schemas it uses.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'fxdesk:pure-contract-schemas',
    apply: 'build',
    // After TypeScript is stripped, so the offsets are those of plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const edits: { at: number; text: string }[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init?.type !== 'CallExpression') continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => ' }, { at: init.end, text: ')()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at))
        out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: out, map: null };
    },
  };
}
