import { lazy } from 'react';

/**
 * The parts of the tournament page that are not its first screen, loaded on their own: the sections below the
 * organiser's texts, the chats, and the application modals (opened on a click). They carry the forms' schemas
 * and the bracket and chat code, which a first visit to a tournament would otherwise download before seeing it.
 */
export const StandingsSection = lazy(() => import('./StandingsSection').then((m) => ({ default: m.StandingsSection })));
export const BracketsSection = lazy(() => import('./brackets/BracketsSection').then((m) => ({ default: m.BracketsSection })));
export const CommentsSection = lazy(() => import('./comments/CommentsSection').then((m) => ({ default: m.CommentsSection })));
export const StagesDrawer = lazy(() => import('./StagesDrawer').then((m) => ({ default: m.StagesDrawer })));
export const ChatsSection = lazy(() => import('../../components/chats/ChatsSection').then((m) => ({ default: m.ChatsSection })));
export const ApplicationModal = lazy(() => import('./application/ApplicationModal').then((m) => ({ default: m.ApplicationModal })));
export const EntryChangeModal = lazy(() => import('../../components/applications/EntryChangeModal').then((m) => ({ default: m.EntryChangeModal })));
