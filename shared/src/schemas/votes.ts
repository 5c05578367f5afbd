import * as v from 'valibot';
import { VOTE_MESSAGES } from '@portal/shared/constants';
import { fields, id } from './fields';

/** POST /v1/client/votes/{id}/ballot: the chosen options (one, or several distinct ones when the vote allows). */
export const voteBallotSchema = fields({
  option_ids: v.pipe(
    v.array(id(VOTE_MESSAGES.unknown_option), VOTE_MESSAGES.options_required),
    v.nonEmpty(VOTE_MESSAGES.options_required),
    v.check((ids) => new Set(ids).size === ids.length, VOTE_MESSAGES.unknown_option),
  ),
});
export type VoteBallotInput = v.InferInput<typeof voteBallotSchema>;
