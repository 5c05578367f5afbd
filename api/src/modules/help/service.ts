import type { FastifyInstance } from 'fastify';
import type { HelpRequest } from '@portal/shared/contracts';
import type { HelpReplyOutput, HelpRequestOutput } from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import type { AuthUser } from '../../sessions/bearer';
import { addReply, insertRequest, requestById, requestsOf } from './repository';

/** Help desk rules: a player writes and reads their own requests; staff read every one and reply. */
export async function createRequest(app: FastifyInstance, user: AuthUser, input: HelpRequestOutput): Promise<HelpRequest> {
  const id = await insertRequest(app.db, { userId: user.id, category: input.category, subject: input.subject, message: input.message, contactChannel: input.contact_channel, contact: input.contact });
  const created = await requestById(app.db, id);
  if (!created) throw new Error('help request not read back');
  return created;
}

export const myRequests = (app: FastifyInstance, user: AuthUser) => requestsOf(app.db, user.id);
export const allRequests = (app: FastifyInstance) => requestsOf(app.db, null);

export async function reply(app: FastifyInstance, id: number, staff: AuthUser, input: HelpReplyOutput): Promise<HelpRequest> {
  const done = await app.db.transaction((tx) => addReply(tx, id, staff.id, input.message, input.status));
  if (!done) throw notFound('errors.help_request_not_found');
  const updated = await requestById(app.db, id);
  if (!updated) throw notFound('errors.help_request_not_found');
  return updated;
}
