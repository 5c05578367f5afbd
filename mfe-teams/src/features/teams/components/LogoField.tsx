import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamLogo as TeamLogoDto } from '@portal/shared/contracts';
import { FieldError, FieldLabel, FieldRoot, MutedText } from '@portal/shared/ui';
import { TeamLogo } from './TeamLogo';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.img`
  display: block;
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const FileInput = styled.input`
  min-width: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export interface LogoFieldProps {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  /** The logo the team has now (edit), shown until another file is chosen. */
  current?: TeamLogoDto | null;
  error?: string;
}

/** The optional logo of the create and edit forms: PNG, JPEG or WebP, at most 2 MB, with a 64 px preview. */
export function LogoField({ file, onChange, current, error }: LogoFieldProps) {
  const { t } = useTranslation('teams');
  const id = useId();
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{t('form.logo')}</FieldLabel>
      <Row>
        {preview ? <Preview src={preview} alt={t('form.logoPreview')} width={64} height={64} /> : <TeamLogo logo={current} alt={t('form.logoPreview')} size={64} />}
        <FileInput
          id={id}
          type="file"
          accept={LOGO_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
        />
      </Row>
      {error ? <FieldError>{error}</FieldError> : null}
      <MutedText $size="xs" id={`${id}-hint`}>{t('form.logoHint')}</MutedText>
    </FieldRoot>
  );
}
