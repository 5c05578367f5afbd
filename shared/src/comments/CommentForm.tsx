import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import type { NewsCommentOutput } from '@portal/shared/schemas';
import { Button, FieldError, FieldInput, FieldLabel, FieldRoot } from '@portal/shared/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The form's texts, in the page's own namespace. */
export interface CommentFormTexts {
  label: string;
  replyLabel: string;
  send: string;
  reply: string;
  cancel: string;
}

export interface CommentFormProps {
  /** The thread answered (null: a new thread). */
  parentId: number | null;
  /** Sends the checked comment (the page's mutation); a rejection is shown under the field. */
  submit: (input: NewsCommentOutput) => Promise<unknown>;
  pending: boolean;
  texts: CommentFormTexts;
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * The comment rule (valibot) is loaded when someone starts writing, not with the page: a reader who never
 * writes, and every guest, is spared the validation library on a tournament or a news page.
 */
const loadCommentRule = () => import('@portal/shared/schemas').then(({ newsCommentSchema, validateInput }) => ({ newsCommentSchema, validateInput }));

/**
 * Writes a comment or an answer (news posts, tournaments): the shared comment rule checks it first (1 to
 * 2000 characters of plain text), the server again; what was typed stays until it is sent.
 */
export function CommentForm({ parentId, submit, pending, texts, onDone, onCancel }: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const { newsCommentSchema, validateInput } = await loadCommentRule();
    const checked = validateInput(newsCommentSchema, { content, parent_id: parentId });
    if (!checked.success) {
      setError(translateErrorCode(checked.errors.content?.[0] ?? checked.errors.parent_id?.[0] ?? 'validation.default'));
      return;
    }
    setError(null);
    await submit(checked.output).then(
      () => {
        setContent('');
        onDone?.();
      },
      (failure: unknown) => {
        const fieldCode = isApiError(failure) ? (failure.errors.content?.[0] ?? failure.errors.parent_id?.[0]) : undefined;
        setError(fieldCode ? translateErrorCode(fieldCode) : describeApiFailure(failure));
      },
    );
  };

  return (
    <Form onSubmit={(event) => void send(event)} noValidate data-testid={parentId === null ? 'comment-form' : 'reply-form'}>
      <FieldRoot>
        <FieldLabel htmlFor={id}>{parentId === null ? texts.label : texts.replyLabel}</FieldLabel>
        <FieldInput as="textarea" id={id} rows={3} $invalid={Boolean(error)} value={content} onChange={(event) => setContent(event.target.value)} onFocus={() => void loadCommentRule()} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        ) : null}
      </FieldRoot>
      <Actions>
        <Button type="submit" disabled={pending}>
          {parentId === null ? texts.send : texts.reply}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
