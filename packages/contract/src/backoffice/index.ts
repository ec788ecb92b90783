export * from './common.js';
export * from './clients.js';
export * from './funds.js';
export * from './monitor.js';
export * from './staff.js';
export * from './records.js';
export * from './settings.js';
