import type { Plugin } from 'vite';

/** One `output.codeSplitting.groups` entry (rolldown's CodeSplittingGroup, the fields used here). */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}

interface GraphReader {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Issue 15, cold load: fewer, larger chunks on the two start-up paths.
 *
 * Left to itself, rolldown gave every set of pages that share a module its own chunk: the home
 * screen loaded 23 files and #/trade 45, some under 200 bytes. In a throttled phone's cold load
 * each file costs the page's main thread a request, a response and a module record (≈ 2–5 ms
 * each at 4× slowdown), before anything paints.
 *
 * Three kinds of group, planned from the module graph once it is complete (buildEnd, before the
 * chunks are made):
 * - `boot` (`first`): a module the entry script imports first, with what it imports: a chunk
 *   the entry evaluates before the others, so the downloads it starts run while React and the
 *   start-up chunk evaluate (src/boot.ts);
 * - `start`: every module the entry script imports statically, except the script itself, zod and the
 *   modules that import zod (their schemas would bring zod to start-up: @fxdesk/contract keeps
 *   the constants the start-up code reads in zod-free modules such as company-status.ts);
 * - one group per named page: the modules its lazy chunk imports statically that start-up has
 *   not loaded already, except those another lazy chunk it loads (antd-mobile's config
 *   provider…) imports too, which would make the two chunks import each other. A module two
 *   listed pages need goes with the first.
 *
 * A module a page's group takes that another page also uses is downloaded by that page with the
 * group: a few more bytes there, for one file instead of twenty on the trade screen.
 * scripts/bundle-budget.mjs fails the build on chunks that import each other.
 */
export function startupChunks(
  pages: Record<string, RegExp>,
  { first }: { first?: RegExp } = {},
): { plugin: Plugin; groups: ChunkGroup[] } {
  const boot = new Set<string>();
  const start = new Set<string>();
  const pageSets = new Map(Object.keys(pages).map((name) => [name, new Set<string>()]));
  const usesZod = new Set<string>();

  /** Zod itself or a module that imports it: never in a start-up or page group. */
  const zodOrItsUser = (id: string) => ZOD.test(id) || usesZod.has(id);
  const inStart = (id: string) => start.has(id) && !zodOrItsUser(id);

  function plan(graph: GraphReader): void {
    const ids = [...graph.getModuleIds()];
    const info = (id: string) => graph.getModuleInfo(id);
    const lazyEntries = new Set(ids.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0));
    usesZod.clear();
    for (const id of ids) if (info(id)?.importedIds.some((dep) => ZOD.test(dep))) usesZod.add(id);

    /**
     * Static imports from `roots`, not into lazy chunks (collected in `stops`). Through the
     * packages' index files too, so a group may take a module its code only imports for a name
     * it does not use: tree shaking drops it from the chunk later unless another chunk uses it.
     */
    const walk = (roots: string[], into: Set<string>, stops?: string[]) => {
      const queue = [...roots];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (into.has(id)) continue;
        if (stops && lazyEntries.has(id) && !roots.includes(id)) {
          stops.push(id);
          continue;
        }
        into.add(id);
        queue.push(...(info(id)?.importedIds ?? []));
      }
    };

    boot.clear();
    if (first) {
      const module = ids.find((id) => first.test(id));
      if (!module) throw new Error(`startup-chunks: no module matches ${first}`);
      walk([module], boot);
      for (const id of [...boot]) if (zodOrItsUser(id)) boot.delete(id);
    }

    start.clear();
    const entries = ids.filter((id) => info(id)?.isEntry);
    walk(entries, start);
    // The entry (index.html) and its script (main.tsx) make the entry chunk itself.
    for (const id of entries) for (const own of [id, ...(info(id)?.importedIds ?? [])]) start.delete(own);

    const taken = new Set<string>();
    for (const [name, pattern] of Object.entries(pages)) {
      const page = ids.find((id) => pattern.test(id));
      if (!page) throw new Error(`startup-chunks: no module matches page "${name}" (${pattern})`);
      const own = pageSets.get(name) as Set<string>;
      own.clear();
      const otherLazy: string[] = [];
      walk([page], own, otherLazy);
      const sharedWithLazy = new Set<string>();
      walk(otherLazy, sharedWithLazy);
      for (const id of [...own]) {
        const skip =
          id === page || inStart(id) || taken.has(id) || sharedWithLazy.has(id) || zodOrItsUser(id);
        if (skip) own.delete(id);
        else taken.add(id);
      }
    }
  }

  const plugin: Plugin = {
    name: 'fxdesk:startup-chunks',
    apply: 'build',
    buildEnd() {
      plan(this as unknown as GraphReader);
    },
  };
  const groups: ChunkGroup[] = [
    { name: 'boot', test: (id) => boot.has(id), priority: 9, includeDependenciesRecursively: false },
    { name: 'start', test: inStart, priority: 8, includeDependenciesRecursively: false },
    ...Object.keys(pages).map((name) => ({
      name,
      test: (id: string) => pageSets.get(name)?.has(id) ?? false,
      priority: 7,
      includeDependenciesRecursively: false as const,
    })),
  ];
  return { plugin, groups };
}
