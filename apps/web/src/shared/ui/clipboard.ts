import type { TFunction } from '../i18n';
import { toast } from './toast';

/** Copies text; falls back to a hidden textarea where the async clipboard is unavailable (http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied: try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text and, once it is copied, says so ("Copied") in a toast. */
export async function copyAndConfirm(text: string, t: TFunction): Promise<void> {
  if (await copyText(text)) toast.success(t('common.copied'));
}
