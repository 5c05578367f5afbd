import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, NotFoundIcon } from '@portal/shared/ui';

export interface TeamNotFoundProps {
  text: ReactNode;
  /** Localized path of the way back. */
  backTo: string;
  backLabel: ReactNode;
}

/** A team address that names no team the visitor can see. */
export function TeamNotFound({ text, backTo, backLabel }: TeamNotFoundProps) {
  const { t } = useTranslation('teams');
  return (
    <EmptyState
      data-testid="team-not-found"
      icon={<NotFoundIcon />}
      title={t('notFound.title')}
      text={text}
      action={
        <ButtonLink to={backTo} $variant="secondary">
          {backLabel}
        </ButtonLink>
      }
    />
  );
}
