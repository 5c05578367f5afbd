/** The profile area's answers (docs/spec.md sections 3 and 7): types inferred from the response schemas. */
export type { Award, Deleted, ProfilePasswordChanged, PublicProfileTeam, PublicUser, UserDocument } from './responses/profile';

/** Review states of a player document. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
