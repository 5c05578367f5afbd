import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { ApiError } from '@portal/shared/api-client';
import { renderWithProviders } from '@portal/shared/testing';
import { Button, TextField } from '@portal/shared/ui';
import { errorOf, FormAlert, listErrorOf, rootErrorOf, showServerErrors, useSchemaForm } from './index';

/** A schema whose input (text as typed) differs from its output (a number), as the organiser forms' do. */
const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('team_page.name_required')),
  slots: v.pipe(v.string(), v.digits('validation.integer'), v.transform(Number)),
  tags: v.array(v.pipe(v.string(), v.nonEmpty('validation.required'))),
});
type Saved = v.InferOutput<typeof schema>;

function TeamForm({ send, defaults }: { send: (value: Saved) => Promise<void>; defaults: v.InferInput<typeof schema> }) {
  const { register, handleSubmit, formState, setError } = useSchemaForm(schema, defaults);
  const submit = handleSubmit(async (value) => {
    try {
      await send(value);
    } catch (error) {
      showServerErrors(error, setError, ['name', 'slots', 'tags']);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Name" {...register('name')} error={errorOf(formState.errors, 'name')} />
      <TextField label="Slots" {...register('slots')} error={errorOf(formState.errors, 'slots')} />
      <p data-testid="tags-error">{listErrorOf(formState.errors, 'tags')}</p>
      <FormAlert look="framed" message={rootErrorOf(formState.errors)} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks a field when it loses focus, not while it is typed, with the translated code of the shared schema', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { user } = await renderWithProviders(<TeamForm send={send} defaults={{ name: '', slots: '16', tags: ['a', ''] }} />, { route: '/en/my-teams' });
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Enter the team name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Nomads');
    expect(screen.getByText('Enter the team name.')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Enter the team name.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('tags-error')).not.toBeEmptyDOMElement());
    expect(send).not.toHaveBeenCalled();
  });

  it("hands the schema's output to the submit handler and shows the server's refusal on the form, keeping what was typed", async () => {
    const send = jest.fn((_value: Saved) => Promise.reject(new ApiError(500, { message: 'Server is tired' }, { message: 'Server is tired' })));
    const { user } = await renderWithProviders(<TeamForm send={send} defaults={{ name: 'Nomads', slots: '16', tags: ['a'] }} />, { route: '/en/my-teams' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is tired');
    expect(send).toHaveBeenCalledWith({ name: 'Nomads', slots: 16, tags: ['a'] });
    expect(screen.getByLabelText('Name')).toHaveValue('Nomads');
  });

  it('puts server field codes under their fields', async () => {
    const send = jest.fn((_value: Saved) => Promise.reject(new ApiError(422, { message: 'Invalid', errors: { slots: ['validation.integer'] } }, null)));
    const { user } = await renderWithProviders(<TeamForm send={send} defaults={{ name: 'Nomads', slots: '16', tags: ['a'] }} />, { route: '/en/my-teams' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Slots')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
