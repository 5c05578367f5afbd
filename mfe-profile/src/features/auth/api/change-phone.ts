import { post } from '@portal/shared/api-client';
import { API_PATHS, type OtpSent } from '@portal/shared/contracts';
import type { ChangePhoneInput, RequestBodies } from '@portal/shared/schemas';

/** POST /user/profile/change-phone: sends a code to the (new) phone by Telegram or WhatsApp, with the bot check's token. */
export const changePhone = (body: ChangePhoneInput, botCheckToken: string) =>
  post<OtpSent>(API_PATHS.changePhone, { ...body, g_recaptcha_response: botCheckToken } satisfies RequestBodies['changePhone']);
