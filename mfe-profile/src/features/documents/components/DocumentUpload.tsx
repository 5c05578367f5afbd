import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DOCUMENT_TYPES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { translateErrorCode } from '@portal/shared/api-client';
import { FormAlert, showServerErrors } from '@portal/shared/forms';
import { useLocalizedPath } from '@portal/shared/platform';
import { documentUploadSchema, validateInput, type FieldErrors } from '@portal/shared/schemas';
import { Button, Checkbox, FieldError, FieldLabel, toast } from '@portal/shared/ui';
import { useUploadDocuments } from '../api/upload-documents';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Files = styled.input`
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
`;

/** The first message of the upload's field errors: files, files.<i> or the privacy flag. */
const firstOf = (errors: FieldErrors, prefix: string) => Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1][0];

/**
 * Document upload (docs/spec.md section 5): PDF, JPEG or PNG files (at most five, 5 MB each) sent as files[i],
 * with the privacy-policy-read flag, which must be set.
 */
export function DocumentUpload() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const [privacyRead, setPrivacyRead] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const checked = validateInput(documentUploadSchema, { files, privacy_policy_read: privacyRead ? 1 : 0 });
    setFailure(null);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const stored = await upload.mutateAsync(files);
      toast.success(t('documents.uploaded', { count: stored.length }));
      setFiles([]);
      setPrivacyRead(false);
      if (input.current) input.current.value = '';
    } catch (error) {
      const shown: FieldErrors = {};
      const fields = ['files', 'privacy_policy_read', ...files.map((_, i) => `files.${i}`)];
      showServerErrors(
        error,
        (name, value) => {
          if (name === 'root.server') setFailure(value.message);
          else shown[name] = [value.message];
        },
        fields,
      );
      setErrors(shown);
    }
  };

  const filesError = firstOf(errors, 'files');
  const privacyError = firstOf(errors, 'privacy_policy_read');
  const privacyLink = `${localized(routePath('agreements'))}?docId=privacy-policy`;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="document-upload"
    >
      <div>
        <FieldLabel htmlFor={inputId}>{t('documents.files')}</FieldLabel>
        <Files ref={input} id={inputId} type="file" multiple accept={DOCUMENT_TYPES.join(',')} onChange={(event) => setFiles([...(event.target.files ?? [])])} aria-invalid={filesError ? true : undefined} />
        {filesError ? <FieldError role="alert">{translateErrorCode(filesError)}</FieldError> : null}
      </div>
      <Checkbox
        label={<Trans t={t} i18nKey="documents.privacy" components={{ policy: <Link to={privacyLink} target="_blank" rel="noopener" /> }} />}
        checked={privacyRead}
        onChange={(event) => setPrivacyRead(event.target.checked)}
        error={privacyError ? translateErrorCode(privacyError) : undefined}
      />
      <FormAlert look="plain" message={failure} />
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {t('documents.upload')}
        </Button>
      </div>
    </Form>
  );
}
