/** A bench's knobs and their bounds, name → [min, max] (STYLE habit 8: every knob is bounded). */
export type Limits = Readonly<Record<string, readonly [min: number, max: number]>>;

/** A whole-number knob from the command line within its bounds, or `fallback` when not given. */
export function boundedInteger<L extends Limits>(
  limits: L,
  name: keyof L & string,
  raw: unknown,
  fallback: number,
): number {
  const value = typeof raw === 'string' ? Number(raw) : fallback;
  const [min, max] = limits[name]!;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`--${name}: expected a whole number in ${min}..${max}, got ${String(raw)}`);
  return value;
}

/**
 * A comma-separated list of names from `known` given to `--<flag>`, in the order given; `aliases`
 * map other spellings to a name. An unknown name is refused with the names it may take.
 */
export function knownNames<T extends string>(
  flag: string,
  raw: string,
  known: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): T[] {
  const names = raw.split(',').map((name) => aliases[name.trim()] ?? name.trim());
  if (names.every((name) => name === '')) throw new RangeError(`--${flag}: name one of ${known.join(', ')}`);
  const bad = names.filter((name) => !(known as readonly string[]).includes(name));
  if (bad.length > 0)
    throw new RangeError(`--${flag}: unknown ${bad.join(', ')}; expected ${known.join(', ')}`);
  return names as T[];
}

/** Runs a bench and exits: 0 when it finishes; 1, with the error and the knobs' bounds, when it throws. */
export function runBench(main: () => Promise<void>, limits: Limits): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      console.error(`(limits: ${JSON.stringify(limits)})`);
      process.exit(1);
    },
  );
}
