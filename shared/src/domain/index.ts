export * from './locale/locale-path';
export * from './locale/page-background';
