import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import { CONTACT_OPTIONS, HELP_CATEGORIES } from '@portal/shared/constants';
import { helpRequestSchema, validateInput, type HelpRequestInput } from '@portal/shared/schemas';
import { Button, FieldError, FieldInput, FieldLabel, FieldRoot, SelectField, Stack, TextField, useToast } from '@portal/shared/ui';
import { useSendHelpRequest } from '../api/help-requests';

type Fields = 'category' | 'subject' | 'message' | 'contact_channel' | 'contact';
const EMPTY = { category: '', subject: '', message: '', contact_channel: 'telegram', contact: '' };

/** The help request form: topic, subject, message and how to answer (telegram, discord or email). */
export function HelpRequestForm() {
  const { t } = useTranslation('content');
  const toast = useToast();
  const send = useSendHelpRequest();
  const [values, setValues] = useState<Record<Fields, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const set = (field: Fields) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(helpRequestSchema, values);
    if (!checked.success) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, codes]) => [field, translateErrorCode(codes[0] ?? 'validation.default')])));
      return;
    }
    setErrors({});
    send.mutate(values as HelpRequestInput, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(t('help.form.sent'));
      },
      onError: (failure) => {
        if (isApiError(failure) && Object.keys(failure.errors).length > 0)
          setErrors(Object.fromEntries(Object.entries(failure.errors).map(([field, codes]) => [field, translateErrorCode(codes[0] ?? 'validation.default')])));
        else setErrors({ form: describeApiFailure(failure) });
      },
    });
  };

  return (
    <Stack as="form" onSubmit={submit} noValidate data-testid="help-form">
      <SelectField
        label={t('help.form.category')}
        value={values.category}
        onChange={(event) => set('category')(event.target.value)}
        error={errors.category}
        placeholder={t('help.form.choose')}
        options={HELP_CATEGORIES.map((c) => ({ value: c, label: t(`help.categories.${c}`) }))}
      />
      <TextField label={t('help.form.subject')} value={values.subject} onChange={(event) => set('subject')(event.target.value)} error={errors.subject} />
      <FieldRoot>
        <FieldLabel htmlFor="help-message">{t('help.form.message')}</FieldLabel>
        <FieldInput as="textarea" id="help-message" rows={5} $invalid={Boolean(errors.message)} value={values.message} onChange={(event) => set('message')(event.target.value)} aria-invalid={errors.message ? true : undefined} />
        {errors.message ? <FieldError role="alert">{errors.message}</FieldError> : null}
      </FieldRoot>
      <SelectField
        label={t('help.form.channel')}
        value={values.contact_channel}
        onChange={(event) => set('contact_channel')(event.target.value)}
        error={errors.contact_channel}
        options={CONTACT_OPTIONS.map((c) => ({ value: c, label: t(`help.contacts.${c}.name`) }))}
      />
      <TextField label={t(`help.form.contact.${values.contact_channel === 'email' ? 'email' : values.contact_channel === 'discord' ? 'discord' : 'telegram'}`)} value={values.contact} onChange={(event) => set('contact')(event.target.value)} error={errors.contact} />
      {errors.form ? <FieldError role="alert">{errors.form}</FieldError> : null}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {t('help.form.send')}
        </Button>
      </div>
    </Stack>
  );
}
