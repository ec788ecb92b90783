import type { Lang } from '@fxdesk/contract';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { create } from 'zustand';

type AntdLocale = typeof enUS;

/** antd-mobile's own strings (picker buttons, empty states) in the same 15 languages. */
const LOADERS: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  en: () => Promise.resolve({ default: enUS }),
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

export const useAntdLocale = create<{ locale: AntdLocale }>()(() => ({ locale: enUS }));

/** Loads antd-mobile's locale; imperative Dialog/Toast read the default config, so set it too. */
export async function applyAntdLocale(lang: Lang): Promise<void> {
  let locale = enUS;
  try {
    locale = (await LOADERS[lang]()).default;
  } catch {
    // A failed chunk leaves the English component strings; our own strings are unaffected.
  }
  setDefaultConfig({ locale });
  useAntdLocale.setState({ locale });
}
