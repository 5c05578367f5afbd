export * from './storage-keys';
export * from './browser-storage';
export * from './session-atoms';
export * from './store';
export * from './session-actions';
