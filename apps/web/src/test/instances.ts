/**
 * The latest of the instances a test double has recorded (a socket, an upload), failing the test
 * with `missing` when the code under test made none.
 */
export function latestOf<T>(instances: readonly T[], missing: string): T {
  const latest = instances.at(-1);
  if (!latest) throw new Error(missing);
  return latest;
}
