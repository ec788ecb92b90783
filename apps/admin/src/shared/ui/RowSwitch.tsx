import { useState } from 'react';
import { Badge } from './Badge';
import { Switch } from './Field';
import { toast } from './toast';

/**
 * The on/off switches of a table's rows: one change at a time (every switch waits while one
 * runs); a failure is a toast.
 */
export function useRowSwitch() {
  const [switching, setSwitching] = useState<number | null>(null);
  async function toggle(id: number, change: () => Promise<unknown>) {
    if (switching !== null) return;
    setSwitching(id);
    try {
      await change();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSwitching(null);
    }
  }
  return { busy: switching !== null, toggle };
}

/**
 * A row's on/off state: for an editor a switch (named by `label`) with the state beside it, for
 * a reader the state as a badge.
 */
export function SwitchCell({
  editable,
  on,
  busy,
  onChange,
  label,
  state,
  testId,
}: {
  editable: boolean;
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
  label: string;
  state: string;
  testId: string;
}) {
  return editable ? (
    <div className="inline">
      <Switch checked={on} disabled={busy} onChange={onChange} label={label} testId={testId} />
      <span className="small">{state}</span>
    </div>
  ) : (
    <Badge tone={on ? 'success' : 'muted'}>{state}</Badge>
  );
}

/** A row's logo image; without one, or when it fails to load, `fallback` (a short code) in its place. */
export function Logo({ src, fallback }: { src: string; fallback: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <span className="pair-logo pair-logo-text">{fallback}</span>;
  return <img className="pair-logo" src={src} alt="" onError={() => setBroken(true)} />;
}
