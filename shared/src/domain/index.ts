export * from './locale/locale-path';
export * from './locale/page-background';
export * from './navigation/shell-nav';
export * from './games/game-key';
export * from './tabs/tab-memory';
export * from './build/build-check';
export * from './code-input/otp-input';
