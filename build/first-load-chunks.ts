/**
 * How the client build groups modules into chunks. Left to itself the bundler makes one chunk per set
 * of importers, so every small module shared by the entry and a lazy chunk (a store, a date helper)
 * becomes its own request: a guest's first load was 50-60 scripts. Here everything the entry imports
 * statically, however deep, goes into one "app" chunk, since the first page needs all of it anyway;
 * lazily loaded code keeps the default splitting, so nothing moves into the first load.
 */
interface ModuleInfoLike {
  isEntry: boolean;
  importers: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/** The group of the rolldown `codeSplitting` option: modules statically reachable from an entry. */
export function firstLoadGroup() {
  const reachable = new Map<string, boolean>();
  const fromEntry = (id: string, ctx: ChunkingContextLike, seen: Set<string>): boolean => {
    const known = reachable.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    const result = Boolean(info && (info.isEntry || info.importers.some((by) => fromEntry(by, ctx, seen))));
    // A "false" found while walking a cycle may just be unfinished: only a "true" is final.
    if (result) reachable.set(id, true);
    return result;
  };
  return {
    name: (moduleId: string, ctx: ChunkingContextLike) =>
      fromEntry(moduleId, ctx, new Set()) ? "app" : null,
  };
}
