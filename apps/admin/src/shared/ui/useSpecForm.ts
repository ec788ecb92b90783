import { useState } from 'react';
import { parseForm, toText, type FieldProblem, type FieldSpec } from './form-spec';

/**
 * The state of a form over field specs that saves only what changed: texts per field, their
 * problems (shown after a save attempt), the changed values, and a save that runs `submit` once
 * at a time and keeps its error for the form to show.
 */
export function useSpecForm(
  specs: readonly FieldSpec[],
  initial: Record<string, unknown>,
  submit: (changed: Record<string, unknown>, count: number) => Promise<void>,
) {
  const textsOf = () => Object.fromEntries(specs.map((s) => [s.name, toText(s, initial[s.name])]));
  const [texts, setTexts] = useState(textsOf);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = parseForm(specs, texts, initial);
  const changed = Object.keys(parsed.values).length;
  const invalid = Object.keys(parsed.problems).length > 0;

  async function save() {
    setProblems(parsed.problems);
    if (invalid || changed === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      await submit(parsed.values, changed);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return {
    texts,
    setText: (name: string, text: string) => setTexts((current) => ({ ...current, [name]: text })),
    problems,
    error,
    busy,
    changed,
    invalid,
    save,
    reset: () => {
      setTexts(textsOf());
      setProblems({});
    },
  };
}
