// The settings module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export {
  SETTING_DEFAULTS,
  readSetting,
  readSettings,
  writeSettings,
  type SettingKey,
  type Settings,
} from './settings.repository.js';
