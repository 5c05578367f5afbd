import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AVATAR_TYPES } from '@portal/shared/constants';
import type { Avatar as AvatarDto } from '@portal/shared/contracts';
import { translateErrorCode } from '@portal/shared/api-client';
import { avatarFileSchema, validateInput } from '@portal/shared/schemas';
import { Avatar, FieldError, FieldLabel, MutedText, surface, VisuallyHidden } from '@portal/shared/ui';

const AVATAR_PX = 96;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Preview = styled.img`
  display: block;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${surface({ radius: 'md', raised: true })}
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export interface AvatarFieldProps {
  current: AvatarDto | null;
  username: string;
  /** The chosen file once it passed the avatar rules (PNG, JPEG or WebP, at most 5 MB), or null. */
  onChange: (file: File | null) => void;
  /** An error of the server about the avatar (translated). */
  error?: string;
}

/** The avatar: the current picture (or the default one), a new one to choose with its preview and rules. */
export function AvatarField({ current, username, onChange, error }: AvatarFieldProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    const checked = chosen ? validateInput(avatarFileSchema, chosen) : null;
    if (checked && !checked.success) {
      setRefusal(translateErrorCode(checked.errors.root?.[0] ?? 'profile.avatar_type'));
      setFile(null);
      onChange(null);
      return;
    }
    setRefusal(null);
    setFile(chosen);
    onChange(chosen);
  };

  const shown = refusal ?? error;
  return (
    <div>
      <FieldLabel as="span">{t('main.avatar')}</FieldLabel>
      <Row>
        {preview ? <Preview src={preview} alt={t('main.avatarPreview')} width={AVATAR_PX} height={AVATAR_PX} /> : <Avatar avatar={current} alt={username} size={AVATAR_PX} />}
        <Pick htmlFor={inputId}>
          {t('main.chooseAvatar')}
          <VisuallyHidden>
            <input id={inputId} type="file" accept={AVATAR_TYPES.join(',')} onChange={(event) => choose(event.target.files?.[0] ?? null)} data-testid="avatar-input" />
          </VisuallyHidden>
        </Pick>
        <MutedText as="span" $size="xs">{file ? file.name : t('main.avatarRules')}</MutedText>
      </Row>
      {shown ? <FieldError role="alert">{shown}</FieldError> : null}
    </div>
  );
}
