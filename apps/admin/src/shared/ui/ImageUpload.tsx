import { useRef, useState, type ReactElement } from 'react';
import { Button } from './Button';
import { toast } from './toast';

/**
 * Picks an image (PNG, JPEG, WebP), uploads it and hands on its path: `busy` while it uploads,
 * a failure is a toast, and the same file can be picked again. Render `input` (hidden) once;
 * `pick` opens the file chooser.
 */
export function useImagePicker(
  upload: (file: File) => Promise<string>,
  onUploaded: (url: string) => void,
  fileTestId?: string,
): { busy: boolean; pick: () => void; input: ReactElement } {
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      onUploaded(await upload(file));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (ref.current) ref.current.value = '';
    }
  }
  const input = (
    <input
      ref={ref}
      type="file"
      accept="image/png,image/jpeg,image/webp"
      hidden
      onChange={(e) => void send(e.target.files?.[0])}
      data-testid={fileTestId}
    />
  );
  return { busy, pick: () => ref.current?.click(), input };
}

interface ImageUploadProps {
  /** Sends the picked image and answers its path. */
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  label: string;
  testId?: string;
  fileTestId?: string;
}

/** A button that uploads an image (see useImagePicker). */
export function ImageUpload({ upload, onUploaded, label, testId, fileTestId }: ImageUploadProps) {
  const { busy, pick, input } = useImagePicker(upload, onUploaded, fileTestId);
  return (
    <>
      {input}
      <Button size="sm" loading={busy} onClick={pick} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}

/**
 * A FormDialog adornment for an image field: the upload button under it, which puts the
 * uploaded image's path in the field.
 */
export function uploadAdornment(upload: (file: File) => Promise<string>, label: string, fileTestId: string) {
  return (set: (text: string) => void) => (
    <div className="inline">
      <ImageUpload upload={upload} onUploaded={set} label={label} fileTestId={fileTestId} />
    </div>
  );
}
