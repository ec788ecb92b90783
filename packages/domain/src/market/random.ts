/*
 * A seedable pseudo-random source for the simulated feed and the history backfill (STYLE §9:
 * randomness is injected, so a seeded feed replays byte for byte in a test). The generator is
 * xoshiro128** (Blackman and Vigna): 128 bits of state, period 2^128 − 1, 32-bit integer
 * arithmetic only, so the integer stream is identical on every JavaScript engine. The normal and
 * exponential variates also use Math.log/sqrt/cos; V8 computes those with its fdlibm port, so
 * they are identical across machines running Node as well.
 */

const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

/** The murmur3 finalizer: a bijection on 32-bit words that spreads every input bit. */
function mix32(word: number): number {
  let z = Math.imul(word ^ (word >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** One step of splitmix32, used only to spread a seed word over the 128-bit state. */
function splitmix32(state: { value: number }): number {
  state.value = (state.value + 0x9e3779b9) | 0;
  return mix32(state.value);
}

/** FNV-1a over the UTF-16 code units of a label: a stable 32-bit hash for deriving seeds. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A safe-integer seed folded to one 32-bit word. Both halves count, and since `mix32` is a
 * bijection, seeds that differ only in one half (0 and 2^32, say) never fold to the same word.
 */
function seedWord(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer: ${seed}`);
  const low = (seed % TWO_POW_32) | 0;
  const high = Math.floor(seed / TWO_POW_32) | 0;
  return mix32(mix32(low) ^ high);
}

/**
 * A seed for an independent sub-stream named `label` (a pair code, a period). Giving each pair its
 * own stream keeps a pair's path unchanged when other pairs are added, removed or reordered.
 */
export function deriveSeed(seed: number, label: string): number {
  return mix32(seedWord(seed) ^ hashLabel(label));
}

/** xoshiro128** with normal and exponential variates. Same seed ⇒ same sequence. */
export class SeededRandom {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  /** Box–Muller yields normals in pairs; the second is kept for the next call. */
  private spareNormal: number | undefined;

  /** `seed` is any safe integer, folded to 2^32 distinct streams (see `seedWord`). */
  constructor(seed: number) {
    const mixer = { value: seedWord(seed) };
    this.s0 = splitmix32(mixer);
    this.s1 = splitmix32(mixer);
    this.s2 = splitmix32(mixer);
    this.s3 = splitmix32(mixer);
    // An all-zero state would emit zeros forever; splitmix32 never yields four zeros, but guard.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** A uniform integer in [0, 2^32). */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** A uniform float in [0, 1) with 53 random bits (every value a multiple of 2^-53). */
  nextFloat(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 2 ** 26 + low) / TWO_POW_53;
  }

  /** A uniform integer in [min, max], both inclusive. */
  nextInt(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new RangeError(`bad integer range [${min}, ${max}]`);
    }
    return min + Math.floor(this.nextFloat() * (max - min + 1));
  }

  /** A standard normal variate (mean 0, variance 1), by the Box–Muller transform. */
  nextNormal(): number {
    const spare = this.spareNormal;
    if (spare !== undefined) {
      this.spareNormal = undefined;
      return spare;
    }
    // 1 − u lies in (0, 1], so the logarithm is finite.
    const radius = Math.sqrt(-2 * Math.log(1 - this.nextFloat()));
    const angle = 2 * Math.PI * this.nextFloat();
    this.spareNormal = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  }

  /** An exponential variate with the given mean (≥ 0): the gap between events of a Poisson stream. */
  nextExponential(mean: number): number {
    if (!(mean >= 0) || !Number.isFinite(mean)) throw new RangeError(`mean must be ≥ 0: ${mean}`);
    // −log(1 − u) for u in [0, 1) is finite and ≥ 0 (log1p(−0) is −0, so the result is +0, not −0).
    return mean * -Math.log1p(-this.nextFloat());
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
