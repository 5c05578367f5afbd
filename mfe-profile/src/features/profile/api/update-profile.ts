import { post } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type SessionUser } from '@portal/shared/contracts';
import { toFlag, type ProfileUpdateOutput } from '@portal/shared/schemas';

/**
 * POST /user/profile with `_method=PUT` as form data (docs/spec.md section 7): the checked fields as text (an
 * empty text clears a birthday, country or timezone), the public flags as 1/0 and the avatar file when
 * one was chosen. Answers the updated profile.
 */
export function profileFormData(values: ProfileUpdateOutput, avatar: File | null): FormData {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || key === 'avatar') continue;
    form.append(key, typeof value === 'boolean' ? String(toFlag(value)) : value === null ? '' : String(value as string | number));
  }
  if (avatar) form.append('avatar', avatar);
  return form;
}

export const updateProfile = (values: ProfileUpdateOutput, avatar: File | null) => post<SessionUser>(AUTH_API_PATHS.profile, profileFormData(values, avatar));
