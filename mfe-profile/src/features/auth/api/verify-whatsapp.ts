import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';
import type { WhatsappVerifyInput } from '@portal/shared/schemas';

/** POST /v1/client/whatsapp/send-code/verify-whatsapp: checks the code and attaches the number; answers the updated profile. */
export const verifyWhatsapp = (body: WhatsappVerifyInput) => post<SessionUser>(AUTH_API_PATHS.whatsappVerifyAttach, body);
