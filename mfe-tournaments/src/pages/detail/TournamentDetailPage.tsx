import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { ApplicationSection } from './application/ApplicationSection';
import { DetailHeader } from './DetailHeader';
import { DetailTexts } from './DetailTexts';
import { BracketsSection, ChatsSection, CommentsSection, StagesDrawer, StandingsSection } from './lazy-parts';
import { StreamEmbed } from './StreamEmbed';
import { TournamentPageFrame } from './TournamentPageFrame';

/**
 * /esports-mobile-tournaments/:slug: the tournament page. Header with the key facts and registration,
 * the stream when there is one, the organiser's texts in tabs, and the stages drawer. A private
 * tournament opens with its ?hash=; an unknown slug goes to the tournaments' not-found page. A signed-in
 * player sees their teams' status in it and applies through the application modal. An MLBB tournament shows
 * its brackets; every tournament with comments on shows its comment threads.
 */
export default function TournamentDetailPage() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <TournamentPageFrame>
      {(tournament, updatedAt) => (
        <>
          <DetailHeader tournament={tournament} updatedAt={updatedAt} />
          {signedIn ? <ApplicationSection tournament={tournament} /> : null}
          <StreamEmbed link={tournament.youtube_link} name={tournament.name} />
          <DetailTexts tournament={tournament} />
          {/* Below the first screen: these load on their own and appear under the texts, moving nothing above. */}
          <Suspense fallback={null}>
            <StandingsSection tournament={tournament} />
            {signedIn && tournament.with_cap_chats ? <ChatsSection tournamentId={tournament.id} withCapChats /> : null}
            <BracketsSection tournament={tournament} />
            <CommentsSection tournament={tournament} />
            <StagesDrawer tournament={tournament} />
          </Suspense>
        </>
      )}
    </TournamentPageFrame>
  );
}
