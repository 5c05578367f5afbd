import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Bracket, BracketMatch, BracketSlot } from '@portal/shared/contracts';
import { mutedText, Stack, surface } from '@portal/shared/ui';

const GroupTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

/** Rounds side by side; on a phone the row scrolls sideways a round at a time. */
const Rounds = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 240px);
  gap: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding-bottom: ${({ theme }) => theme.space(2)};
  -webkit-overflow-scrolling: touch;
`;

const Round = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  gap: ${({ theme }) => theme.space(2)};
  scroll-snap-align: start;
`;

const RoundTitle = styled.h4`
  margin: 0;
  ${mutedText('xs')}
  text-transform: uppercase;
`;

const Card = styled.div`
  ${surface({ radius: 'md' })}
  overflow: hidden;
`;

const Line = styled.div<{ $won: boolean }>`
  display: grid;
  grid-template-columns: 24px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ $won }) => ($won ? 700 : 400)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
  span:nth-child(2) {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Champion = styled.p`
  margin: 0;
  font-weight: 700;
`;

function SlotLine({ slot }: { slot: BracketSlot | null }) {
  const { t } = useTranslation('tournaments');
  const name = slot === null ? t('brackets.bye') : (slot.team?.name ?? t('brackets.tbd'));
  return (
    <Line $won={slot?.result === 'win'} data-testid="bracket-slot">
      <span>{slot?.seed ?? ''}</span>
      <span title={name}>{name}</span>
      <span>{slot?.score ?? ''}</span>
    </Line>
  );
}

export interface BracketViewProps {
  bracket: Bracket;
  /** Controls under a match (the organiser's score form). */
  matchActions?: (match: BracketMatch) => ReactNode;
}

/** A bracket: upper, lower and grand final, each a row of rounds with their series. */
export function BracketView({ bracket, matchActions }: BracketViewProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Stack $gap={4} data-testid="bracket" data-stage={bracket.stage_id}>
      <p>{t('brackets.summary', { type: t(`brackets.types.${bracket.type}`), bestOf: bracket.best_of })}</p>
      {bracket.champion ? <Champion data-testid="bracket-champion">{t('brackets.champion', { team: bracket.champion.name })}</Champion> : null}
      {bracket.groups.map((group) => (
        <section key={group.kind} aria-label={t(`brackets.groups.${group.kind}`)}>
          {bracket.groups.length > 1 ? <GroupTitle>{t(`brackets.groups.${group.kind}`)}</GroupTitle> : null}
          <Rounds>
            {group.rounds.map((round) => (
              <Round key={round.number} aria-label={t('brackets.round', { number: round.number })}>
                <RoundTitle>{t('brackets.round', { number: round.number })}</RoundTitle>
                {round.matches.map((match) => (
                  <Card key={match.id} data-testid="bracket-match" data-match={match.id} data-status={match.status}>
                    <SlotLine slot={match.opponent1} />
                    <SlotLine slot={match.opponent2} />
                    {matchActions?.(match)}
                  </Card>
                ))}
              </Round>
            ))}
          </Rounds>
        </section>
      ))}
    </Stack>
  );
}
