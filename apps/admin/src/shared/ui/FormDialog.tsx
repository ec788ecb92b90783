import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, useAction } from './ActionDialog';
import { parseForm, toText, type FieldProblem, type FieldSpec } from './form-spec';
import { SpecField } from './SpecInput';

interface FormDialogProps {
  title: ReactNode;
  fields: readonly FieldSpec[];
  /** The record being edited; without it the dialog adds a new one. */
  initial?: Record<string, unknown>;
  /** Values for a new record's controls. */
  defaults?: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
  /** Extra controls under a field (e.g. an upload button), given a setter for its text. */
  adornments?: Record<string, (set: (text: string) => void) => ReactNode>;
}

function initialTexts(fields: readonly FieldSpec[], source: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, toText(f, source[f.name])]));
}

/** Add or edit one record; all problems show at once; an edit sends only the changed fields. */
export function FormDialog({
  title,
  fields,
  initial,
  defaults,
  onSubmit,
  onClose,
  testId,
  adornments,
}: FormDialogProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => initialTexts(fields, initial ?? defaults ?? {}));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const { busy, error, run } = useAction();
  const set = (name: string, value: string) => setTexts((current) => ({ ...current, [name]: value }));

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const parsed = parseForm(fields, texts, initial);
    setProblems(parsed.problems);
    if (Object.keys(parsed.problems).length > 0) return;
    if (initial && Object.keys(parsed.values).length === 0) return onClose();
    if (await run(() => onSubmit(parsed.values))) onClose();
  }

  return (
    <ActionDialog
      title={title}
      busy={busy}
      error={error}
      confirmLabel={t('common.save')}
      onConfirm={() => void submit()}
      confirmTestId="form-save"
      onClose={onClose}
      width={560}
      testId={testId}
    >
      <form className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
        {fields.map((spec) => (
          <SpecField
            key={spec.name}
            spec={spec}
            problem={problems[spec.name]}
            text={texts[spec.name] ?? ''}
            onChange={(v) => set(spec.name, v)}
          >
            {adornments?.[spec.name]?.((v) => set(spec.name, v))}
          </SpecField>
        ))}
        <button type="submit" hidden />
      </form>
    </ActionDialog>
  );
}
