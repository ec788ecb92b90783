import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../shared/i18n';
import { session } from '../shared/session/session';
import { toast } from '../shared/ui/toast';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a screen's first
// render and its mocked query can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  session.clear();
  toast.clear();
  window.localStorage.clear();
});
