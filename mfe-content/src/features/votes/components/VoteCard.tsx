import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import type { Vote } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { voteBallotSchema, validateInput } from '@portal/shared/schemas';
import { useLocale, useSession } from '@portal/shared/platform';
import { Badge, Button, ButtonLink, Card, mutedText, useSignInLinks } from '@portal/shared/ui';
import { useCastVote } from '../api/votes';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  ${mutedText('xs')}
`;

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

/** The options a guest or an upcoming vote shows: a plain list, no bullets. */
const OptionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.span<{ $share: number; $mine: boolean }>`
  display: block;
  height: 8px;
  margin-top: 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &::after {
    content: '';
    display: block;
    width: ${({ $share }) => `${$share}%`};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.accent)};
  }
`;

const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** One vote: the options to choose from (once), or the results after voting or closing. */
export function VoteCard({ vote }: { vote: Vote }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { authenticated } = useSession();
  const signIn = useSignInLinks();
  const { t: tUi } = useTranslation('ui');
  const name = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const cast = useCastVote();

  const toggle = (id: number) => setChosen((now) => (vote.multiple ? (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]) : [id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(voteBallotSchema, { option_ids: chosen });
    if (!checked.success) {
      setError(translateErrorCode(checked.errors.option_ids?.[0] ?? 'validation.default'));
      return;
    }
    setError(null);
    cast.mutate(
      { id: vote.id, optionIds: chosen },
      { onError: (failure) => setError(isApiError(failure) && failure.errors.option_ids?.[0] ? translateErrorCode(failure.errors.option_ids[0]) : describeApiFailure(failure)) },
    );
  };

  const total = vote.results?.reduce((n, r) => n + r.votes, 0) ?? 0;
  const date = (value: string) => formatLocalizedDate(value, null, locale, 'D MMMM YYYY');
  return (
    <Card title={vote.title} data-testid="vote-card">
      <Meta>
        <Badge variant={vote.phase === 'open' ? 'accepted' : 'neutral'}>{t(`votes.phase.${vote.phase}`)}</Badge>
        {vote.game ? <Badge>{vote.game.name}</Badge> : null}
        <span>{vote.phase === 'closed' ? t('votes.ended', { date: date(vote.ends_at) }) : t('votes.until', { date: date(vote.ends_at) })}</span>
        <span data-testid="vote-voters">{t('votes.voters', { count: vote.voters_count })}</span>
      </Meta>
      {vote.results ? (
        <Results aria-label={t('votes.results')} data-testid="vote-results">
          {vote.options.map((option) => {
            const votes = vote.results?.find((r) => r.option_id === option.id)?.votes ?? 0;
            const share = total > 0 ? Math.round((votes / total) * 100) : 0;
            const mine = vote.my_choice?.includes(option.id) ?? false;
            return (
              <li key={option.id} data-testid="vote-result">
                <Line>
                  <span>
                    {option.title}
                    {mine ? ` — ${t('votes.yourChoice')}` : ''}
                  </span>
                  <span>{t('votes.share', { share, votes })}</span>
                </Line>
                <Bar $share={share} $mine={mine} aria-hidden="true" />
              </li>
            );
          })}
        </Results>
      ) : vote.phase === 'open' && authenticated ? (
        <form onSubmit={submit} noValidate>
          <Options>
            <legend>{vote.multiple ? t('votes.chooseSeveral') : t('votes.chooseOne')}</legend>
            {vote.options.map((option) => (
              <label key={option.id}>
                <input type={vote.multiple ? 'checkbox' : 'radio'} name={name} checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
                {option.title}
              </label>
            ))}
          </Options>
          {error ? <Error role="alert">{error}</Error> : null}
          <Button type="submit" disabled={cast.isPending}>
            {t('votes.submit')}
          </Button>
        </form>
      ) : (
        <>
          <OptionList>
            {vote.options.map((option) => (
              <li key={option.id}>{option.title}</li>
            ))}
          </OptionList>
          {vote.phase === 'open' ? (
            <>
              {/* A guest signs in by a link that comes back to the votes, and is told so. */}
              <ButtonLink to={signIn.login} $variant="secondary" data-testid="vote-sign-in">
                {t('votes.signIn')}
              </ButtonLink>
              <Meta>{tUi('authPrompt.comeBack')}</Meta>
            </>
          ) : (
            <Meta>{t('votes.upcoming')}</Meta>
          )}
        </>
      )}
    </Card>
  );
}
