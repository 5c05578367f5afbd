import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canGrantOrganizers, canUseOrganizerConsole } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { EmptyState, PageColumn, PageTitle, ShieldIcon, SignInGuard } from '@portal/shared/ui';

export interface ConsoleGateProps {
  title: string;
  /** Who may see the page: the console's users (staff and organisers) or admins only. */
  audience?: 'console' | 'admins';
  children: ReactNode;
}

/**
 * The organiser pages' door: guests are asked to sign in, other players are told the console is for
 * organisers (the API refuses them anyway); staff and organisers get the page.
 */
export function ConsoleGate({ title, audience = 'console', children }: ConsoleGateProps) {
  const { t } = useTranslation('tournaments');
  const { user } = useSession();
  const roles = (user?.roles ?? []).map((role) => role.name);
  const allowed = audience === 'admins' ? canGrantOrganizers(roles) : canUseOrganizerConsole(roles);
  const frame = (content: ReactNode) => (
    <PageColumn $gap={5}>
      <PageTitle>{title}</PageTitle>
      {content}
    </PageColumn>
  );
  return (
    <SignInGuard title={t('organizer.gate.guestTitle')} text={t('organizer.gate.guestText')} frame={frame}>
      {allowed ? children : frame(<EmptyState icon={<ShieldIcon />} title={t('organizer.gate.title')} text={t(audience === 'admins' ? 'organizer.gate.admins' : 'organizer.gate.text')} />)}
    </SignInGuard>
  );
}
