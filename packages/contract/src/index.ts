export * from './languages.js';
export * from './errors.js';
export * from './i18n.js';
export * from './schema-helpers.js';
export * from './auth.js';
export * from './settings.js';
export * from './market.js';
export * from './trading.js';
