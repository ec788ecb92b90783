import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../shared/i18n';
import { setupAntdMobile } from '../shared/ui/antd-setup';

setupAntdMobile();

// happy-dom has no canvas: anything that asks for a 2D context gets null instead of a crash.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
