/**
 * Comment threads and the comment form of news posts and tournaments (client only, not a Module Federation
 * singleton: mfe-content and mfe-tournaments each bundle it, so pages without comments do not load it).
 */
export { CommentForm, type CommentFormProps, type CommentFormTexts } from './CommentForm';
export { CommentThreads, type CommentThreadsProps, type CommentThreadsTexts, type ThreadComment } from './CommentThreads';
