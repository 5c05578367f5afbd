import { get, post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OtpSent, type SessionUser } from '@portal/shared/contracts';
import type { SocialTokenInput, WhatsappAttachInput, WhatsappVerifyInput } from '@portal/shared/schemas';

/** Social account calls of spec section 7; each answers with the updated profile (or the code sent). */
export const fetchProfile = () => get<SessionUser>(AUTH_API_PATHS.profile);
export const attachWithToken = (body: SocialTokenInput) => post<SessionUser>(AUTH_API_PATHS.socialAttach, body);
export const attachTelegram = (body: Record<string, string | number>) => post<SessionUser>(AUTH_API_PATHS.socialAttachTelegram, body);
export const detachAccount = (id: number) => post<SessionUser>(AUTH_API_PATHS.socialDetach(id));
export const sendWhatsappCode = (body: WhatsappAttachInput) => post<OtpSent>(AUTH_API_PATHS.whatsappAttach, body);
export const verifyWhatsapp = (body: WhatsappVerifyInput) => post<SessionUser>(AUTH_API_PATHS.whatsappVerifyAttach, body);
