import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import { tournamentCommentSchema, validateInput } from '@portal/shared/schemas';
import { Button, FieldError, FieldInput, FieldLabel, FieldRoot } from '@portal/shared/ui';
import { useAddTournamentComment } from '../../../api/match-play/add-tournament-comment';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface CommentFormProps {
  tournamentId: number;
  hash: string | null;
  /** The thread answered (null: a new thread). */
  parentId: number | null;
  onDone?: () => void;
  onCancel?: () => void;
}

/** A comment or an answer: the shared rule (the news comment's) checks it first, the server again. */
export function CommentForm({ tournamentId, hash, parentId, onDone, onCancel }: CommentFormProps) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useAddTournamentComment(tournamentId, hash);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(tournamentCommentSchema, { content, parent_id: parentId });
    if (!checked.success) {
      setError(translateErrorCode(checked.errors.content?.[0] ?? checked.errors.parent_id?.[0] ?? 'validation.default'));
      return;
    }
    setError(null);
    mutation.mutate(checked.output, {
      onSuccess: () => {
        setContent('');
        onDone?.();
      },
      onError: (failure) => {
        const fieldCode = isApiError(failure) ? (failure.errors.content?.[0] ?? failure.errors.parent_id?.[0]) : undefined;
        setError(fieldCode ? translateErrorCode(fieldCode) : describeApiFailure(failure));
      },
    });
  };

  return (
    <Form onSubmit={submit} noValidate data-testid={parentId === null ? 'comment-form' : 'reply-form'}>
      <FieldRoot>
        <FieldLabel htmlFor={id}>{parentId === null ? t('comments.label') : t('comments.replyLabel')}</FieldLabel>
        <FieldInput as="textarea" id={id} rows={3} $invalid={Boolean(error)} value={content} onChange={(event) => setContent(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        ) : null}
      </FieldRoot>
      <Actions>
        <Button type="submit" disabled={mutation.isPending}>
          {parentId === null ? t('comments.send') : t('comments.reply')}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
