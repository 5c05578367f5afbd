import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';
import type { ProfileVerifyInput } from '@portal/shared/schemas';

/** POST /user/profile/verify: the code and its request_id; the phone becomes the verified one. Answers the profile. */
export const verifyPhone = (body: ProfileVerifyInput) => post<SessionUser>(AUTH_API_PATHS.profileVerify, body);
