export * from './api-queries';
