import type { Lang } from '@fxdesk/contract';
import type enUS from 'antd-mobile/es/locales/en-US';

type AntdLocale = typeof enUS;

/**
 * antd-mobile's own strings (picker buttons, empty states) in the same 15 languages. Nothing on
 * the home screen's first paint shows one, so neither the locale nor antd-mobile's config module
 * (with its built-in zh-CN default) is start-up JS: both load beside the first paint, and every
 * lazy page waits for them (src/shared/i18n/index.ts `whenI18nReady`).
 */
const LOADERS: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  en: () => import('antd-mobile/es/locales/en-US'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kr: () => import('antd-mobile/es/locales/ko-KR'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  vn: () => import('antd-mobile/es/locales/vi-VN'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
};

/**
 * Sets antd-mobile's default config (read by every antd component without a ConfigProvider,
 * and by the imperative Dialog/Toast). A component already on screen picks the new strings up
 * on its next render, which a language switch causes (every translated parent re-renders).
 */
export async function applyAntdLocale(lang: Lang): Promise<void> {
  const { config, strings } = loadAntdLocale(lang);
  const { setDefaultConfig } = await config;
  let locale: AntdLocale | undefined;
  try {
    locale = (await strings).default;
  } catch {
    // A failed chunk leaves the English component strings; our own strings are unaffected.
    locale = await LOADERS.en().then(
      (m) => m.default,
      () => undefined,
    );
  }
  if (locale) setDefaultConfig({ locale });
}

/**
 * Starts both downloads at once (the locale does not need the config module): applyAntdLocale,
 * and src/boot.ts for a cold start on a lazy page. A second call gets the same modules.
 */
export function loadAntdLocale(lang: Lang) {
  const config = import('antd-mobile/es/components/config-provider');
  const strings = LOADERS[lang]();
  config.catch(() => undefined);
  strings.catch(() => undefined);
  return { config, strings };
}
