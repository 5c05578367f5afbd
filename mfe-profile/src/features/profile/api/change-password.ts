import { post } from '@portal/shared/api-client';
import { API_PATHS, type ProfilePasswordChanged } from '@portal/shared/contracts';
import type { ChangePasswordInput } from '@portal/shared/schemas';

/** POST /user/profile/change-password: the current and the new password; every other session ends. */
export const changePassword = (body: ChangePasswordInput) => post<ProfilePasswordChanged>(API_PATHS.changePassword, body);
