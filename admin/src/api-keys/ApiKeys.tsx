import {
  Alert,
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import {
  type ApiKey,
  type ApiKeyCreated,
  KEY_SCOPES,
  type KeyScope,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '@waybill/shared';
import { type FormEvent, useId, useState } from 'react';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { showFailure, showSuccess } from '../forms';
import type { AdminMessageKey } from '../i18n/keys';
import { formatNumber, t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formatDateTime } from '../parcels/format';
import './api-keys.css';

/** What each scope lets a shop's system do, in the staff's language. */
const SCOPE_HELP = {
  'parcels:read': 'apiKeys.scope.parcelsRead',
  'parcels:write': 'apiKeys.scope.parcelsWrite',
  'labels:read': 'apiKeys.scope.labelsRead',
  'webhooks:manage': 'apiKeys.scope.webhooksManage',
} as const satisfies Record<KeyScope, AdminMessageKey>;

/**
 * /control/settings/api-keys (docs/api.md): keys for shops' systems. A new key's secret is shown
 * once, to copy; the list shows each key's prefix, creator, last use and calls today; a key is
 * revoked after a confirmation that names it.
 */
export function ApiKeys() {
  useDocumentTitle(t('apiKeys.title'));
  const keys = useEndpointQuery(listApiKeys, {}, { refetchOnMount: 'always' });
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  return (
    <section className="wb-api-keys">
      <h1>{t('apiKeys.title')}</h1>
      <p>{t('apiKeys.intro')}</p>
      {created ? (
        <NewSecret created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      <h2>{t('apiKeys.list')}</h2>
      {keys.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(keys.error.problems)}
        </Callout>
      )}
      {keys.isPending && <Spinner size={32} />}
      {keys.data &&
        (keys.data.length === 0 ? (
          <NonIdealState icon="key" title={t('apiKeys.empty')} />
        ) : (
          <KeysTable keys={keys.data} />
        ))}
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: ApiKeyCreated) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<KeyScope[]>([
    'parcels:read',
    'parcels:write',
    'labels:read',
  ]);
  const [expires, setExpires] = useState('');
  const [problem, setProblem] = useState('');
  const create = useEndpointMutation(createApiKey, { invalidates: [listApiKeys] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      const answer = await create.mutateAsync({
        body: { name, scopes, expires_on: expires || undefined },
      });
      setName('');
      setExpires('');
      onCreated(answer.data);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setProblem(firstProblemText(error.problems));
    }
  };
  const toggle = (scope: KeyScope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((each) => each !== scope)));

  return (
    <form className="wb-narrow" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${id}-title`}>{t('apiKeys.new')}</h2>
      <FormGroup
        label={t('apiKeys.name')}
        labelFor={`${id}-name`}
        helperText={t('apiKeys.nameHelp')}
      >
        <InputGroup
          id={`${id}-name`}
          name="name"
          value={name}
          required
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </FormGroup>
      <fieldset className="wb-api-key-scopes">
        <legend>{t('apiKeys.scopes')}</legend>
        {KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            name="scopes"
            checked={scopes.includes(scope)}
            onChange={(event) => toggle(scope, event.currentTarget.checked)}
            labelElement={
              <>
                <code>{scope}</code> — {t(SCOPE_HELP[scope])}
              </>
            }
          />
        ))}
      </fieldset>
      <FormGroup
        label={t('apiKeys.expires')}
        labelFor={`${id}-expires`}
        helperText={t('apiKeys.expiresHelp')}
      >
        <InputGroup
          id={`${id}-expires`}
          type="date"
          name="expires_on"
          value={expires}
          onChange={(event) => setExpires(event.currentTarget.value)}
        />
      </FormGroup>
      {problem && (
        <Callout intent="danger" role="alert" className="wb-gap-bottom">
          {problem}
        </Callout>
      )}
      <Button
        type="submit"
        intent="primary"
        icon="key"
        text={t('apiKeys.create')}
        loading={create.isPending}
        disabled={!name.trim() || scopes.length === 0}
      />
    </form>
  );
}

/** The secret, this once: copy it now, it is never shown again. */
function NewSecret({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      void showSuccess(t('apiKeys.copied'));
    } catch {
      void showFailure(t('apiKeys.copyFailed'));
    }
  };
  return (
    <Callout intent="success" icon="key" className="wb-narrow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('apiKeys.createdTitle', { name: created.name })}</h2>
      <p>{t('apiKeys.createdOnce')}</p>
      <label htmlFor={`${id}-secret`}>{t('apiKeys.secret')}</label>
      <InputGroup
        id={`${id}-secret`}
        readOnly
        value={created.secret}
        className="wb-api-key-secret"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="wb-api-key-actions">
        <Button icon="duplicate" text={t('apiKeys.copy')} onClick={() => void copy()} />
        <Button intent="primary" text={t('apiKeys.done')} onClick={onDone} />
      </div>
    </Callout>
  );
}

function KeysTable({ keys }: { keys: ApiKey[] }) {
  const timeZone = useSiteConfig()?.time_zone;
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useEndpointMutation(revokeApiKey, { invalidates: [listApiKeys] });

  const confirm = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ body: { id: revoking.id } });
      void showSuccess(t('apiKeys.revoked', { name: revoking.name }));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <>
      <div className="wb-table-frame" tabIndex={0}>
        <HTMLTable striped className="wb-table" aria-label={t('apiKeys.list')}>
          <thead>
            <tr>
              <th scope="col">{t('apiKeys.columnName')}</th>
              <th scope="col">{t('apiKeys.columnPrefix')}</th>
              <th scope="col">{t('apiKeys.columnScopes')}</th>
              <th scope="col">{t('apiKeys.columnCreated')}</th>
              <th scope="col">{t('apiKeys.columnLastUsed')}</th>
              <th scope="col">{t('apiKeys.columnCallsToday')}</th>
              <th scope="col">{t('apiKeys.columnState')}</th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('apiKeys.columnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td className="wb-nowrap">
                  <code>{key.prefix}…</code>
                </td>
                <td>
                  {key.scopes.map((scope) => (
                    <code key={scope} className="wb-api-key-scope">
                      {scope}
                    </code>
                  ))}
                </td>
                <td>
                  {formatDateTime(key.created_at, timeZone)}
                  <br />
                  <span className="wb-muted">{key.created_by ?? '—'}</span>
                </td>
                <td>
                  {key.last_used_at
                    ? formatDateTime(key.last_used_at, timeZone)
                    : t('apiKeys.never')}
                  {key.last_ip && (
                    <>
                      <br />
                      <span className="wb-muted">{key.last_ip}</span>
                    </>
                  )}
                </td>
                <td className="wb-nowrap">{formatNumber(key.calls_today)}</td>
                <td>
                  <KeyState apiKey={key} />
                </td>
                <td className="wb-actions-cell">
                  {!key.revoked_at && (
                    <Button
                      size="small"
                      intent="danger"
                      icon="disable"
                      text={t('apiKeys.revoke')}
                      aria-label={t('apiKeys.revokeNamed', { name: key.name })}
                      onClick={() => setRevoking(key)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Alert
        isOpen={revoking !== null}
        intent="danger"
        icon="disable"
        confirmButtonText={t('apiKeys.revoke')}
        cancelButtonText={t('forms.cancel')}
        canEscapeKeyCancel
        loading={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setRevoking(null)}
      >
        <p>
          {t('apiKeys.revokeConfirm', {
            name: revoking?.name ?? '',
            prefix: revoking?.prefix ?? '',
          })}
        </p>
      </Alert>
    </>
  );
}

function KeyState({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.revoked_at) return <Tag minimal>{t('apiKeys.stateRevoked')}</Tag>;
  const today = new Date().toISOString().slice(0, 10);
  if (apiKey.expires_at && apiKey.expires_at < today) {
    return <Tag minimal>{t('apiKeys.stateExpired')}</Tag>;
  }
  return (
    <Tag minimal intent="success">
      {apiKey.expires_at
        ? t('apiKeys.stateActiveUntil', { day: apiKey.expires_at })
        : t('apiKeys.stateActive')}
    </Tag>
  );
}
