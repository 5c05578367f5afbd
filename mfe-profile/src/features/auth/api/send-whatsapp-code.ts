import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OtpSent } from '@portal/shared/contracts';
import type { WhatsappAttachInput } from '@portal/shared/schemas';

/** POST /v1/client/whatsapp/attach: sends a code to the WhatsApp number to attach, with the bot check's token. */
export const sendWhatsappCode = (body: WhatsappAttachInput, botCheckToken: string) => post<OtpSent>(AUTH_API_PATHS.whatsappAttach, { ...body, g_recaptcha_response: botCheckToken });
