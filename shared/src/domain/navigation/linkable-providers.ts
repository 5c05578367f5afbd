import type { AuthConfig } from '@portal/shared/contracts';
import { CONTACT_SOCIAL_PROVIDERS } from './shell-nav';

/** Providers the settings can link (each through its own widget, popup or code). */
export type AttachableProvider = 'telegram' | 'discord' | 'google' | 'whatsapp';

const ATTACHABLE: readonly string[] = ['telegram', 'discord', 'google', 'whatsapp'] satisfies AttachableProvider[];
const isAttachable = (provider: string): provider is AttachableProvider => ATTACHABLE.includes(provider);

/** Whether the server can link a provider now (its sign-in config; WhatsApp: codes can be delivered). */
export function providerConfigured(config: AuthConfig, provider: AttachableProvider): boolean {
  if (provider === 'whatsapp') return config.messengers.includes('whatsapp');
  return config[provider] !== null;
}

/** The contact messengers a player can link on this deployment now (the verify-socials modal offers these). */
export function linkableContactMessengers(config: AuthConfig): AttachableProvider[] {
  return CONTACT_SOCIAL_PROVIDERS.filter(isAttachable).filter((provider) => providerConfigured(config, provider));
}
