import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerOptions, OrganizerTournament } from '@portal/shared/contracts';
import { MutedText } from '@portal/shared/ui';
import type { TournamentFormValues } from '../../lib/organizer/form-values';
import { previewTournament } from '../../lib/organizer/preview';
import { DetailHeader } from '../tournament/DetailHeader';
import { DetailTexts } from '../tournament/DetailTexts';
import { TournamentCard } from '../tournament/TournamentCard';

const Column = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

/** An object URL of a chosen file for as long as it is chosen. */
function useObjectUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

export interface LivePreviewProps {
  values: TournamentFormValues;
  options: OrganizerOptions | undefined;
  tournament: OrganizerTournament | null;
}

/** The public card and page of the tournament as the form stands, drawn by the public components. */
export function LivePreview({ values, options, tournament }: LivePreviewProps) {
  const { t } = useTranslation('tournaments');
  const logo = useObjectUrl(values.logo);
  const mobileLogo = useObjectUrl(values.mobile_logo);
  const [now] = useState(() => Date.now());
  const preview = useMemo(() => previewTournament(values, { options, tournament, logo, mobileLogo, now: new Date(now) }), [values, options, tournament, logo, mobileLogo, now]);
  return (
    <Column aria-labelledby="organizer-preview-heading" data-testid="organizer-preview">
      <Heading id="organizer-preview-heading">{t('organizer.editor.preview')}</Heading>
      <MutedText $size="sm">{t('organizer.editor.previewCard')}</MutedText>
      <TournamentCard tournament={preview} updatedAt={now} />
      <MutedText $size="sm">{t('organizer.editor.previewPage')}</MutedText>
      <DetailHeader tournament={preview} updatedAt={now} />
      <DetailTexts tournament={preview} />
    </Column>
  );
}
