import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../shared/i18n';
import { session } from '../shared/session/session';
import { toast } from '../shared/ui/toast';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  session.clear();
  toast.clear();
  window.localStorage.clear();
});
