/** Help desk answers: types inferred from the response schemas. */
export type { HelpReply, HelpRequest } from './responses/help';
