import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /user/profile/social-account/attach/telegram: links the Telegram account the login widget signed; answers the updated profile. */
export const attachTelegram = (body: RequestBodies['socialAttachTelegram']) => post<SessionUser>(AUTH_API_PATHS.socialAttachTelegram, body);
