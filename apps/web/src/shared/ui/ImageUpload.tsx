import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../i18n';
import { uploadImage } from '../api/endpoints';
import { CloseIcon, ImageIcon } from './icons';
import { FieldError, LabelledField } from './TextField';
import { toast } from './toast';

/** What the server accepts (it sniffs the bytes; this is the early, friendlier check). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be sent, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES || file.size === 0) return 'size';
  return null;
}

interface ImageUploadProps {
  label: string;
  /** The uploaded image's url, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Put on the native file input. */
  testId: string;
  hint?: string;
  /** A problem with this slot (e.g. nothing uploaded yet): shown under it and announced. */
  error?: string | null;
}

type Phase = { kind: 'empty' } | { kind: 'uploading'; fraction: number } | { kind: 'done' };

const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/**
 * One image slot (SPEC §9: one image per slot): pick a JPEG, PNG or WebP of at most 5 MB, watch
 * it upload, see it, remove or replace it. SPEC §8: a failed upload clears the selected file,
 * so what the slot shows is always what the server holds.
 */
export function ImageUpload({ label, value, onChange, testId, hint, error }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>(() => (value ? { kind: 'done' } : { kind: 'empty' }));
  const [preview, setPreview] = useState<string | null>(null);
  // The file whose upload failed: cleared from the slot (SPEC §8), offered again with "retry".
  const [failed, setFailed] = useState<File | null>(null);

  // The parent cleared the slot (a form reset after a submit).
  useEffect(() => {
    if (value === null && phase.kind === 'done') clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of value matters here
  }, [value]);

  useEffect(() => () => revoke(preview), [preview]);

  function clear() {
    if (input.current) input.current.value = '';
    setPreview(null);
    setPhase({ kind: 'empty' });
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    await send(file);
  }

  async function send(file: File) {
    setFailed(null);
    const problem = imageProblem(file);
    if (problem) {
      toast.error(t(problem === 'type' ? 'upload.wrong_type' : 'upload.too_large', { mb: 5 }));
      clear();
      onChange(null);
      return;
    }
    onChange(null);
    setPreview(previewOf(file));
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const { url } = await uploadImage(file, (fraction) => setPhase({ kind: 'uploading', fraction }));
      setPhase({ kind: 'done' });
      onChange(url);
    } catch {
      // SPEC §8: the API client has toasted why; the file is dropped so it cannot be sent.
      clear();
      onChange(null);
      setFailed(file);
    }
  }

  const percent = phase.kind === 'uploading' ? Math.round(phase.fraction * 100) : 0;
  return (
    <LabelledField id={id} label={label}>
      <div
        className={`fx-upload fx-upload--${phase.kind}`}
        data-testid={`${testId}-slot`}
        data-state={phase.kind}
      >
        <label className="fx-upload-tile" htmlFor={id}>
          {preview ? (
            <img className="fx-upload-preview" src={preview} alt="" data-testid={`${testId}-preview`} />
          ) : (
            <span className="fx-upload-placeholder">
              <ImageIcon />
              <span>{t('upload.choose')}</span>
            </span>
          )}
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="fx-upload-input"
            onChange={(e) => void pick(e)}
            disabled={phase.kind === 'uploading'}
            data-testid={testId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <div className="fx-upload-side">
          {phase.kind === 'uploading' ? (
            <div className="fx-upload-progress" data-testid={`${testId}-progress`}>
              <span>{t('upload.uploading', { percent })}</span>
              <ProgressBar percent={percent} />
            </div>
          ) : null}
          {phase.kind === 'done' ? (
            <div className="fx-upload-done">
              <span className="fx-upload-ok" data-testid={`${testId}-done`}>
                {t('upload.done')}
              </span>
              <button
                type="button"
                className="fx-upload-remove"
                onClick={() => {
                  clear();
                  onChange(null);
                }}
                data-testid={`${testId}-remove`}
              >
                <CloseIcon /> {t('upload.remove')}
              </button>
            </div>
          ) : null}
          {phase.kind === 'empty' && failed ? (
            <button
              type="button"
              className="fx-upload-remove"
              onClick={() => void send(failed)}
              data-testid={`${testId}-retry`}
            >
              {t('identity.upload_retry')}
            </button>
          ) : null}
          {phase.kind === 'empty' ? (
            <span className="fx-upload-hint">{hint ?? t('upload.hint', { mb: 5 })}</span>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} testId={`${testId}-error`} />
    </LabelledField>
  );
}

function revoke(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
