import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorOf, FormAlert, rootErrorOf, showServerErrors, useSchemaForm } from '@portal/shared/forms';
import { grantOrganizerSchema } from '@portal/shared/schemas';
import { serverMessageOf } from '@portal/shared/api-client';
import { Button, PageColumn, PageTitle, QueryErrorState, surface, TextField, toast } from '@portal/shared/ui';
import { useGrantOrganizer, useOrganizers, useRevokeOrganizer } from '../../api/organizer/organizers';
import { ConsoleGate } from '../../components/organizer/ConsoleGate';
import { WarningIcon } from '../../components/icons';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: end;
  ${surface({ padding: 4 })}
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

function Organizers() {
  const { t } = useTranslation('tournaments');
  const list = useOrganizers(true);
  const grant = useGrantOrganizer();
  const revoke = useRevokeOrganizer();
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(grantOrganizerSchema, { user: '', organization_name: '' });
  const submit = handleSubmit(async (form) => {
    try {
      const account = await grant.mutateAsync(form);
      toast.success(t('organizer.organizers.granted', { name: account.username }));
      reset();
    } catch (error) {
      showServerErrors(error, setError, ['user', 'organization_name']);
    }
  });
  const remove = async (userId: number, name: string) => {
    try {
      await revoke.mutateAsync(userId);
      toast.success(t('organizer.organizers.revoked', { name }));
    } catch (error) {
      toast.error(serverMessageOf(error) ?? t('organizer.actionFailed'));
    }
  };
  return (
    <PageColumn $width="content" $gap={5}>
      <PageTitle subtitle={t('organizer.organizers.subtitle')}>{t('organizer.organizers.title')}</PageTitle>
      <Form onSubmit={submit} noValidate aria-label={t('organizer.organizers.grant')} data-testid="grant-organizer-form">
        <TextField label={t('organizer.organizers.user')} hint={t('organizer.organizers.userHint')} {...register('user')} error={errorOf(formState.errors, 'user')} />
        <TextField label={t('organizer.organizers.organization')} {...register('organization_name')} error={errorOf(formState.errors, 'organization_name')} />
        <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('organizer.organizers.grant')}
        </Button>
      </Form>
      {list.isError ? <QueryErrorState framed icon={<WarningIcon />} title={t('organizer.organizers.loadFailed')} error={list.error} onRetry={() => void list.refetch()} /> : null}
      <List aria-label={t('organizer.organizers.title')} data-testid="organizer-list">
        {(list.data ?? []).map((account) => (
          <li key={account.user_id}>
            <span>
              <strong>{account.organization_name}</strong> · {account.username} · {t('organizer.organizers.tournaments', { count: account.tournaments_count })}
            </span>
            <Button type="button" $variant="ghost" onClick={() => void remove(account.user_id, account.username)}>
              {t('organizer.organizers.revoke', { name: account.username })}
            </Button>
          </li>
        ))}
      </List>
    </PageColumn>
  );
}

/** /organizer/organizers: admins make players organisers (with their organisation) and revoke the role. */
export default function OrganizersPage() {
  const { t } = useTranslation('tournaments');
  return (
    <ConsoleGate title={t('organizer.organizers.title')} audience="admins">
      <Organizers />
    </ConsoleGate>
  );
}
