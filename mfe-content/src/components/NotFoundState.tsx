import type { ReactNode } from 'react';
import { ButtonLink, EmptyState, NotFoundIcon } from '@portal/shared/ui';

export interface NotFoundStateProps {
  title: ReactNode;
  text: ReactNode;
  /** Localized path of the page to go back to. */
  backTo: string;
  backLabel: ReactNode;
}

/** What a detail page shows when its item does not exist: why, and the way back to the list. */
export function NotFoundState({ title, text, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState
      data-testid="not-found-state"
      icon={<NotFoundIcon />}
      title={title}
      text={text}
      action={
        <ButtonLink to={backTo} $variant="secondary">
          {backLabel}
        </ButtonLink>
      }
    />
  );
}
