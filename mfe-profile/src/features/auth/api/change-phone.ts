import { post } from '@portal/shared/api-client';
import { API_PATHS, type OtpSent } from '@portal/shared/contracts';
import type { ChangePhoneInput } from '@portal/shared/schemas';

/** POST /user/profile/change-phone: sends a code to the (new) phone by Telegram or WhatsApp. */
export const changePhone = (body: ChangePhoneInput) => post<OtpSent>(API_PATHS.changePhone, body);
