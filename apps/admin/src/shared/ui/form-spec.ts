import type { Option } from './Field';

/**
 * Field specs for the record dialogs (reference data, instruments): each field is edited as
 * text (or a select/switch) and parsed back to the type the API expects. Decimals stay strings,
 * exactly as typed: money is never turned into a float on its way to the server.
 */
export type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  mono?: boolean;
} & (
  | { kind: 'text'; pattern?: RegExp; maxLength?: number; upper?: boolean }
  | { kind: 'decimal'; pattern: RegExp }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'codeList'; pattern: RegExp; maxItems: number }
  | { kind: 'intList'; min: number; max: number; maxItems: number }
  | { kind: 'select'; options: readonly Option<string | number>[] }
  | { kind: 'switch' }
);

export type FieldProblem = 'required' | 'invalid';
export type ParseResult = { ok: true; value: unknown } | { ok: false; problem: FieldProblem };

/** A record value as the text shown in its control. */
export function toText(spec: FieldSpec, value: unknown): string {
  if (value === null || value === undefined) return '';
  if ((spec.kind === 'intList' || spec.kind === 'codeList') && Array.isArray(value)) return value.join(', ');
  if (spec.kind === 'decimal') {
    const text = String(value);
    return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  }
  return String(value);
}

export function parseField(spec: FieldSpec, raw: string): ParseResult {
  const text = raw.trim();
  if (spec.kind === 'switch' || spec.kind === 'select') {
    const option = spec.kind === 'select' ? spec.options.find((o) => String(o.value) === text) : undefined;
    if (spec.kind === 'switch') return { ok: true, value: text === '1' ? 1 : 0 };
    return option ? { ok: true, value: option.value } : { ok: false, problem: 'invalid' };
  }
  if (!text) {
    if (spec.kind === 'codeList') return { ok: true, value: [] };
    return spec.required === false && spec.kind === 'text'
      ? { ok: true, value: '' }
      : { ok: false, problem: 'required' };
  }
  switch (spec.kind) {
    case 'text': {
      const value = spec.upper ? text.toUpperCase() : text;
      if (spec.maxLength && value.length > spec.maxLength) return { ok: false, problem: 'invalid' };
      if (spec.pattern && !spec.pattern.test(value)) return { ok: false, problem: 'invalid' };
      return { ok: true, value };
    }
    case 'decimal':
      return spec.pattern.test(text) ? { ok: true, value: text } : { ok: false, problem: 'invalid' };
    case 'int': {
      if (!/^-?\d+$/.test(text)) return { ok: false, problem: 'invalid' };
      const n = Number(text);
      return n >= spec.min && n <= spec.max ? { ok: true, value: n } : { ok: false, problem: 'invalid' };
    }
    case 'number': {
      if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, problem: 'invalid' };
      const n = Number(text);
      return n >= spec.min && n <= spec.max ? { ok: true, value: n } : { ok: false, problem: 'invalid' };
    }
    case 'codeList': {
      const codes = [
        ...new Set(
          text
            .toUpperCase()
            .split(/[\s,;]+/)
            .filter(Boolean),
        ),
      ];
      if (codes.length > spec.maxItems || codes.some((c) => !spec.pattern.test(c)))
        return { ok: false, problem: 'invalid' };
      return { ok: true, value: codes };
    }
    case 'intList': {
      const parts = text.split(/[\s,]+/).filter(Boolean);
      if (parts.length > spec.maxItems || parts.some((p) => !/^\d+$/.test(p)))
        return { ok: false, problem: 'invalid' };
      const numbers = [...new Set(parts.map(Number))].sort((a, b) => a - b);
      if (numbers.some((n) => n < spec.min || n > spec.max)) return { ok: false, problem: 'invalid' };
      return { ok: true, value: numbers };
    }
  }
}

/**
 * Parses every field; returns the problems by field, or the values. With `initial`, only the
 * values that differ from it are returned (an edit sends what changed, and is audited as such).
 */
export function parseForm(
  specs: readonly FieldSpec[],
  texts: Record<string, string>,
  initial?: Record<string, unknown>,
): { problems: Record<string, FieldProblem>; values: Record<string, unknown> } {
  const problems: Record<string, FieldProblem> = {};
  const values: Record<string, unknown> = {};
  for (const spec of specs) {
    const result = parseField(spec, texts[spec.name] ?? '');
    if (!result.ok) {
      problems[spec.name] = result.problem;
      continue;
    }
    if (initial && sameValue(spec, initial[spec.name], result.value)) continue;
    values[spec.name] = result.value;
  }
  return { problems, values };
}

function sameValue(spec: FieldSpec, before: unknown, after: unknown): boolean {
  if (spec.kind === 'decimal')
    return before !== undefined && before !== null && Number(before) === Number(after);
  return JSON.stringify(before) === JSON.stringify(after);
}
