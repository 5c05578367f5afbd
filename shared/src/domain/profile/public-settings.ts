import { DEFAULT_PUBLIC_PROFILE_SETTINGS, PUBLIC_PROFILE_FLAGS, type PublicProfileSettings } from '@portal/shared/constants';

/**
 * The public-profile switches of a player as they apply: each flag the player set, the default for the
 * others (birthday hidden, everything else shown); unknown keys are ignored.
 */
export function publicProfileSettings(stored: Readonly<Record<string, unknown>> | null | undefined): PublicProfileSettings {
  const settings = { ...DEFAULT_PUBLIC_PROFILE_SETTINGS };
  for (const flag of PUBLIC_PROFILE_FLAGS) {
    const value = stored?.[flag];
    if (typeof value === 'boolean') settings[flag] = value;
  }
  return settings;
}

/** The switches after a change: the given flags replace the stored ones, the rest stay. */
export function withPublicFlags(stored: Readonly<Record<string, unknown>> | null | undefined, changes: Partial<PublicProfileSettings>): PublicProfileSettings {
  const settings = publicProfileSettings(stored);
  for (const flag of PUBLIC_PROFILE_FLAGS) {
    const value = changes[flag];
    if (value !== undefined) settings[flag] = value;
  }
  return settings;
}
