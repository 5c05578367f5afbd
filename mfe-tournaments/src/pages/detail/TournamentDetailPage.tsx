import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import type { TournamentDetail } from '@portal/shared/contracts';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { useNamedPageTitle } from '@portal/shared/platform';
import { useTournamentBrackets } from '../../api/match-play/tournament-brackets';
import { ApplicationSection } from './application/ApplicationSection';
import { DetailHeader } from '../../components/tournament/DetailHeader';
import { DetailTexts } from '../../components/tournament/DetailTexts';
import { BracketsSection, ChatsSection, CommentsSection, StagesDrawer, StandingsSection } from './lazy-parts';
import { StreamEmbed } from './StreamEmbed';
import { TournamentPageFrame } from '../../components/tournament/TournamentPageFrame';
import { useLiveResults } from '../../lib/use-live-results';

/**
 * The sections under the organiser's texts. They load on their own and have their own boundaries: a part that
 * arrives later never hides one already shown (a boundary that suspends again hides all its content, which
 * then comes back as a layout shift). The comments and the stages drawer, which mount together, share one, so
 * they show together and in order. An MLBB tournament's comments and stages wait until its brackets are
 * known: the brackets, or nothing, then take their place above them, and nothing below moves.
 */
function BelowTheTexts({ tournament, signedIn }: { tournament: TournamentDetail; signedIn: boolean }) {
  const [searchParams] = useSearchParams();
  const mlbb = tournament.game_slug === 'mlbb';
  const brackets = useTournamentBrackets(tournament.id, searchParams.get('hash'), mlbb);
  const bracketsKnown = !mlbb || !brackets.isPending;
  // The standings and brackets below follow the organiser's writes while the page is open.
  useLiveResults(tournament);
  return (
    <>
      <Suspense fallback={null}>
        <StandingsSection tournament={tournament} />
      </Suspense>
      {signedIn && tournament.with_cap_chats ? (
        <Suspense fallback={null}>
          <ChatsSection tournamentId={tournament.id} withCapChats />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <BracketsSection tournament={tournament} />
      </Suspense>
      {bracketsKnown ? (
        // One boundary: the comments and the stages drawer show together. Each on its own, the drawer's file
        // could arrive first and the comments then pushed it down (CLS 0.046 on a throttled phone).
        <Suspense fallback={null}>
          <CommentsSection tournament={tournament} />
          <StagesDrawer tournament={tournament} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * /esports-mobile-tournaments/:slug: the tournament page. Header with the key facts and registration,
 * the stream when there is one, the organiser's texts in tabs, and the stages drawer. A private
 * tournament opens with its ?hash=; an unknown slug goes to the tournaments' not-found page. A signed-in
 * player sees their teams' status in it and applies through the application modal. An MLBB tournament shows
 * its brackets; every tournament with comments on shows its comment threads.
 */
/** The tab's title: the tournament's, as in the head the server writes. */
function TournamentTabTitle({ tournament }: { tournament: TournamentDetail }) {
  useNamedPageTitle({ kind: 'tournament', name: tournament.name, game: tournament.game.name });
  return null;
}

export default function TournamentDetailPage() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <TournamentPageFrame>
      {(tournament, updatedAt) => (
        <>
          <TournamentTabTitle tournament={tournament} />
          <DetailHeader tournament={tournament} updatedAt={updatedAt} />
          {signedIn ? <ApplicationSection tournament={tournament} /> : null}
          <StreamEmbed link={tournament.youtube_link} name={tournament.name} />
          <DetailTexts tournament={tournament} />
          <BelowTheTexts tournament={tournament} signedIn={signedIn} />
        </>
      )}
    </TournamentPageFrame>
  );
}
