import { Button, ButtonGroup, Callout, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import {
  type Passkey,
  addPasskey,
  getTwoFactor,
  listPasskeys,
  passkeyAddFormSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from '@waybill/shared';
import { useState } from 'react';
import { firstProblemText } from '../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { useAppStore } from '../app/store';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { formatDateTime } from '../parcels/format';
import { createPasskey } from './ceremony';
import { passkeysAvailable } from './support';

/** A change to the list also changes whether the account has a second factor. */
const INVALIDATES = [listPasskeys, getTwoFactor];

/**
 * The account's passkeys on the two-factor screen (docs/product.md §4.2): the list (name, added,
 * last used), adding one with the browser's ceremony, renaming and removing.
 */
export function PasskeysSection() {
  const list = useEndpointQuery(listPasskeys, {}, { refetchOnMount: 'always' });
  const [editing, setEditing] = useState<{ id: number; action: 'rename' | 'remove' } | null>(null);
  const available = passkeysAvailable();
  const editingKey = list.data?.find((key) => key.id === editing?.id);

  let body;
  if (list.error) body = <Callout intent="danger">{firstProblemText(list.error.problems)}</Callout>;
  else if (!list.data) body = <Spinner size={24} />;
  else if (list.data.length === 0) body = <p>{t('passkeys.none')}</p>;
  else {
    body = (
      <HTMLTable striped className="wb-table" aria-label={t('passkeys.table')}>
        <thead>
          <tr>
            <th>{t('passkeys.name')}</th>
            <th>{t('passkeys.added')}</th>
            <th>{t('passkeys.last_used')}</th>
            <th>
              <span className="bp6-text-muted">{t('passkeys.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>{formatDateTime(key.created_at)}</td>
              <td>{key.last_used_at ? formatDateTime(key.last_used_at) : t('passkeys.never')}</td>
              <td>
                <ButtonGroup variant="minimal">
                  <Button
                    text={t('passkeys.rename')}
                    aria-label={t('passkeys.rename_named', { name: key.name })}
                    onClick={() => setEditing({ id: key.id, action: 'rename' })}
                  />
                  <Button
                    intent="danger"
                    text={t('passkeys.remove')}
                    aria-label={t('passkeys.remove_named', { name: key.name })}
                    onClick={() => setEditing({ id: key.id, action: 'remove' })}
                  />
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }

  return (
    <Card>
      <h2>{t('passkeys.title')}</h2>
      <p>{t('passkeys.intro')}</p>
      {body}
      {editingKey && editing?.action === 'rename' && (
        <RenameForm key={editingKey.id} passkey={editingKey} onDone={() => setEditing(null)} />
      )}
      {editingKey && editing?.action === 'remove' && (
        <RemoveForm key={editingKey.id} passkey={editingKey} onDone={() => setEditing(null)} />
      )}
      {available ? <AddForm /> : <Callout intent="primary">{t('passkeys.unavailable')}</Callout>}
    </Card>
  );
}

/** Names the new passkey and proves it is the holder, then runs the browser's ceremony. */
function AddForm() {
  const admin = useAppStore((state) => state.admin);
  const options = useEndpointMutation(startPasskeyRegistration);
  const add = useEndpointMutation(addPasskey, { invalidates: INVALIDATES });
  const form = useSchemaForm(passkeyAddFormSchema, {
    defaultValues: { name: '', password: '' },
  });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: async ({ name, ...proof }) => {
      const { data: creation } = await options.mutateAsync({ body: proof });
      const response = await createPasskey(creation);
      return add.mutateAsync({ body: { name, response } });
    },
    successMessage: t('passkeys.added_message'),
    onSuccess: () => form.reset({ name: '', password: '' }),
  });
  return (
    <>
      <h3>{t('passkeys.add')}</h3>
      <Form form={form} onSubmit={onSubmit} username={admin ? admin.email : ''}>
        <Field
          label={t('passkeys.new_name')}
          helperText={t('passkeys.name_hint')}
          autoComplete="off"
          {...form.register('name')}
        />
        <Field
          label={t('passkeys.password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text={t('passkeys.add')} fetching={fetching} />
      </Form>
    </>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useEndpointMutation(renamePasskey, { invalidates: INVALIDATES });
  const form = useSchemaForm(passkeyRenameSchema, {
    defaultValues: { id: passkey.id, name: passkey.name },
  });
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: (body) => rename.mutateAsync({ body }),
    onSuccess: onDone,
  });
  return (
    <>
      <h3>{t('passkeys.rename_title', { name: passkey.name })}</h3>
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('passkeys.new_name')}
          autoComplete="off"
          autoFocus
          {...form.register('name')}
        />
        <FormErrors />
        <ButtonGroup>
          <SubmitButton text={t('passkeys.save')} fetching={fetching} />
          <Button variant="minimal" text={t('passkeys.cancel')} onClick={onDone} />
        </ButtonGroup>
      </Form>
    </>
  );
}

function RemoveForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const admin = useAppStore((state) => state.admin);
  const remove = useEndpointMutation(removePasskey, { invalidates: INVALIDATES });
  const form = useSchemaForm(passkeyRemoveSchema, {
    defaultValues: { id: passkey.id, password: '' },
  });
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: (body) => remove.mutateAsync({ body }),
    onSuccess: onDone,
  });
  return (
    <>
      <h3>{t('passkeys.remove_title', { name: passkey.name })}</h3>
      <p>{t('passkeys.remove_text')}</p>
      <Form form={form} onSubmit={onSubmit} username={admin ? admin.email : ''}>
        <Field
          label={t('passkeys.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.register('password')}
        />
        <FormErrors />
        <ButtonGroup>
          <SubmitButton text={t('passkeys.remove')} fetching={fetching} intent="danger" />
          <Button variant="minimal" text={t('passkeys.cancel')} onClick={onDone} />
        </ButtonGroup>
      </Form>
    </>
  );
}
