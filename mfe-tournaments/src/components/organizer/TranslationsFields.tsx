import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ORGANIZER_LIMITS } from '@portal/shared/constants';
import { MutedText, Stack, TextField } from '@portal/shared/ui';
import { TRANSLATED_LOCALES } from '../../lib/organizer/form-values';
import { TextAreaField } from './TextAreaField';

const Disclosure = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

export interface TranslationsFieldsProps {
  /** Registers a text of the form by its path ('name_i18n.kk', 'description_i18n.en', ...). */
  register: (path: `${'name' | 'description'}_i18n.${(typeof TRANSLATED_LOCALES)[number]}`) => UseFormRegisterReturn;
  /** The translated refusals of the names and of the descriptions. */
  nameError: string | undefined;
  descriptionError: string | undefined;
  /** Some translation is already written: the section starts open. */
  written: boolean;
}

/**
 * The name and description again in the portal's other languages, all optional: a page in a language
 * left empty shows the default name and description. Opened by itself when one is written or refused.
 */
export function TranslationsFields({ register, nameError, descriptionError, written }: TranslationsFieldsProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Disclosure open={written || Boolean(nameError ?? descriptionError) || undefined} data-testid="tournament-translations">
      <summary>{t('organizer.editor.translations')}</summary>
      <Stack $gap={3}>
        <MutedText $size="sm">{t('organizer.editor.translationsHint')}</MutedText>
        {TRANSLATED_LOCALES.map((locale, index) => (
          <Stack key={locale} $gap={2}>
            <TextField
              label={t('organizer.editor.nameIn', { language: t(`organizer.editor.languages.${locale}`) })}
              maxLength={ORGANIZER_LIMITS.nameMax}
              {...register(`name_i18n.${locale}`)}
              error={index === 0 ? nameError : undefined}
            />
            <TextAreaField
              label={t('organizer.editor.descriptionIn', { language: t(`organizer.editor.languages.${locale}`) })}
              {...register(`description_i18n.${locale}`)}
              error={index === 0 ? descriptionError : undefined}
            />
          </Stack>
        ))}
      </Stack>
    </Disclosure>
  );
}
