export * from './locale/locale-path';
export * from './locale/page-background';
export * from './navigation/shell-nav';
