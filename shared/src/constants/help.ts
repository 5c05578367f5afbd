/** Help desk: what a request is about, its states, and the sizes of its texts. */
export const HELP_CATEGORIES = ['account', 'tournament', 'team', 'technical', 'other'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const HELP_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const HELP_SUBJECT_MAX_LENGTH = 120;
export const HELP_MESSAGE_MIN_LENGTH = 10;
export const HELP_MESSAGE_MAX_LENGTH = 5000;
export const HELP_CONTACT_MAX_LENGTH = 100;
