import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLTable,
  Tag,
  type Intent,
} from '@blueprintjs/core';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@waybill/shared';
import { useState, type FormEvent } from 'react';
import './webhooks.css';
import { SETTINGS } from '../app/paths';
import { useEndpointMutation, useEndpointQuery, usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { Field, showFailure, showSuccess } from '../forms';
import { formatNumber, t } from '../i18n/i18n';
import type { AdminMessageKey } from '../i18n/keys';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formatDateTime } from '../parcels/format';
import { ApiFailure, firstProblemText } from '../app/problems';

const STATUS_INTENTS: Record<WebhookDeliveryStatus, Intent> = {
  waiting: 'none',
  pending: 'primary',
  delivered: 'success',
  failed: 'danger',
};

const STATUS_KEYS = {
  waiting: 'webhooks.status.waiting',
  pending: 'webhooks.status.pending',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
} as const satisfies Record<WebhookDeliveryStatus, AdminMessageKey>;

/** A failed call's first problem, in the staff's language, as a toast. */
function failed(error: unknown) {
  if (!(error instanceof ApiFailure)) throw error;
  void showFailure(firstProblemText(error.problems));
}

/**
 * /control/settings/webhooks (docs/webhooks.md, docs/product.md): the endpoints told of parcel
 * events, a new one's secret shown once, each one's delivery log with Resend, and a test event.
 */
export function Webhooks() {
  const endpoints = useEndpointQuery(listWebhookEndpoints, {}, { refetchOnMount: 'always' });
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const rows = endpoints.data ?? [];
  const selected = rows.find((row) => row.id === chosen) ?? rows[0];
  useDocumentTitle(t('webhooks.title'));

  return (
    <div className="wb-screen wb-webhooks">
      <Breadcrumbs
        steps={[
          { label: t('shell.sectionAllSettings'), to: SETTINGS },
          { label: t('webhooks.title') },
        ]}
      />
      <h1>{t('webhooks.title')}</h1>
      <p className="wb-muted">{t('webhooks.intro')}</p>
      {secret && <SecretShown {...secret} onDone={() => setSecret(null)} />}
      <NewEndpoint onCreated={(url, value) => setSecret({ url, secret: value })} />
      <h2 className="wb-gap-top">{t('webhooks.endpoints')}</h2>
      {rows.length === 0 ? (
        <p>{endpoints.isLoading ? t('webhooks.loading') : t('webhooks.none')}</p>
      ) : (
        <div className="wb-table-frame" tabIndex={0}>
          <HTMLTable striped className="wb-table" aria-label={t('webhooks.endpoints')}>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.columnUrl')}</th>
                <th scope="col">{t('webhooks.columnEvents')}</th>
                <th scope="col">{t('webhooks.columnState')}</th>
                <th scope="col">{t('webhooks.columnFailures')}</th>
                <th scope="col">
                  <span className="wb-visually-hidden">{t('webhooks.columnActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <EndpointRow
                  key={row.id}
                  endpoint={row}
                  onShowLog={() => setChosen(row.id)}
                  onSecret={(value) => setSecret({ url: row.url, secret: value })}
                />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {selected && <DeliveryLog endpoint={selected} />}
    </div>
  );
}

/** The secret of an endpoint just made (or given a new secret): shown this once. */
function SecretShown({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Callout intent="warning" title={t('webhooks.secretTitle')} className="wb-gap-top">
      <p>{t('webhooks.secretText', { url })}</p>
      <p>
        <code className="wb-break" aria-label={t('webhooks.secretLabel')}>
          {secret}
        </code>
      </p>
      <div className="wb-form-links">
        <Button
          icon="clipboard"
          text={copied ? t('webhooks.copied') : t('webhooks.copy')}
          onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        />
        <Button intent="primary" text={t('webhooks.secretSaved')} onClick={onDone} />
      </div>
    </Callout>
  );
}

function NewEndpoint({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const create = useEndpointMutation(createWebhookEndpoint, {
    invalidates: [listWebhookEndpoints],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await create.mutateAsync({ body: { url: url.trim(), events } });
      onCreated(answer.data.url, answer.data.secret);
      setUrl('');
      void showSuccess(t('webhooks.added'));
    } catch (error) {
      failed(error);
    }
  };
  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      on
        ? WEBHOOK_EVENTS.filter((each) => each === name || current.includes(each))
        : current.filter((each) => each !== name),
    );
  return (
    <form
      className="wb-gap-top"
      onSubmit={(event) => void submit(event)}
      aria-label={t('webhooks.add')}
    >
      <h2>{t('webhooks.add')}</h2>
      <Field
        label={t('webhooks.url')}
        name="url"
        type="text"
        inputMode="url"
        maxLength={2000}
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        helperText={t('webhooks.urlHelp')}
      />
      <FormGroup label={t('webhooks.events')} labelFor="wb-webhook-events">
        <div id="wb-webhook-events" role="group" aria-label={t('webhooks.events')}>
          {WEBHOOK_EVENTS.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={events.includes(name)}
              onChange={(event) => toggle(name, event.currentTarget.checked)}
            />
          ))}
        </div>
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        icon="add"
        text={t('webhooks.addButton')}
        loading={create.isPending}
        disabled={events.length === 0}
      />
    </form>
  );
}

function EndpointRow({
  endpoint,
  onShowLog,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onShowLog: () => void;
  onSecret: (secret: string) => void;
}) {
  const params = { id: String(endpoint.id) };
  const invalidates = [listWebhookEndpoints, listWebhookDeliveries];
  const update = useEndpointMutation(updateWebhookEndpoint, { invalidates });
  const test = useEndpointMutation(sendWebhookTest, { invalidates });
  const rotate = useEndpointMutation(rotateWebhookSecret, { invalidates });
  const remove = useEndpointMutation(deleteWebhookEndpoint, { invalidates });
  const act = async (run: () => Promise<unknown>, done: AdminMessageKey) => {
    try {
      await run();
      void showSuccess(t(done));
    } catch (error) {
      failed(error);
    }
  };
  const state = endpoint.enabled
    ? t('webhooks.on')
    : endpoint.disabled_reason === 'failing'
      ? t('webhooks.offFailing')
      : t('webhooks.off');
  return (
    <tr>
      <td className="wb-break">{endpoint.url}</td>
      <td>{endpoint.events.join(', ')}</td>
      <td>
        <Tag minimal intent={endpoint.enabled ? 'success' : 'danger'}>
          {state}
        </Tag>
      </td>
      <td>{formatNumber(endpoint.failure_count)}</td>
      <td className="wb-actions-cell">
        <div className="wb-form-links">
          <Button size="small" icon="list" text={t('webhooks.showLog')} onClick={onShowLog} />
          <Button
            size="small"
            icon={endpoint.enabled ? 'disable' : 'tick'}
            text={endpoint.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')}
            loading={update.isPending}
            onClick={() =>
              void act(
                () => update.mutateAsync({ params, body: { enabled: !endpoint.enabled } }),
                'webhooks.saved',
              )
            }
          />
          <Button
            size="small"
            icon="send-message"
            text={t('webhooks.sendTest')}
            loading={test.isPending}
            onClick={() => void act(() => test.mutateAsync({ params }), 'webhooks.testQueued')}
          />
          <Button
            size="small"
            icon="key"
            text={t('webhooks.rotate')}
            loading={rotate.isPending}
            onClick={() =>
              void act(async () => {
                const answer = await rotate.mutateAsync({ params });
                onSecret(answer.data.secret);
              }, 'webhooks.rotated')
            }
          />
          <Button
            size="small"
            icon="trash"
            intent="danger"
            text={t('webhooks.delete')}
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(t('webhooks.deleteConfirm', { url: endpoint.url }))) {
                void act(() => remove.mutateAsync({ params }), 'webhooks.deleted');
              }
            }}
          />
        </div>
      </td>
    </tr>
  );
}

/** One endpoint's deliveries, newest first: status, tries, the answer's code and first 1 KB. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const timeZone = useSiteConfig()?.time_zone;
  const list = usePagedEndpoint(listWebhookDeliveries, { params: { id: String(endpoint.id) } });
  return (
    <section aria-labelledby="wb-webhook-log" className="wb-gap-top">
      <h2 id="wb-webhook-log">{t('webhooks.log', { url: endpoint.url })}</h2>
      <div className="wb-list-tools">
        <Button
          icon="refresh"
          text={t('webhooks.refresh')}
          loading={list.refreshing}
          onClick={() => list.reload()}
        />
      </div>
      <PagedTable
        shown={(count) => t('webhooks.shown', { count })}
        list={list}
        noun={t('webhooks.noun')}
        emptyIcon="send-message"
        emptyText={t('webhooks.noDeliveries')}
      >
        {(rows) => (
          <HTMLTable striped className="wb-table" aria-label={t('webhooks.logLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.columnEvent')}</th>
                <th scope="col">{t('webhooks.columnStatus')}</th>
                <th scope="col">{t('webhooks.columnTries')}</th>
                <th scope="col">{t('webhooks.columnCode')}</th>
                <th scope="col">{t('webhooks.columnAnswer')}</th>
                <th scope="col">{t('webhooks.columnTime')}</th>
                <th scope="col">
                  <span className="wb-visually-hidden">{t('webhooks.columnActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <DeliveryRow key={row.id} delivery={row} timeZone={timeZone} />
              ))}
            </tbody>
          </HTMLTable>
        )}
      </PagedTable>
    </section>
  );
}

function DeliveryRow({ delivery, timeZone }: { delivery: WebhookDelivery; timeZone?: string }) {
  const resend = useEndpointMutation(resendWebhookDelivery, {
    invalidates: [listWebhookDeliveries],
  });
  const finished = delivery.status === 'delivered' || delivery.status === 'failed';
  return (
    <tr>
      <td className="wb-nowrap">{delivery.event_type}</td>
      <td>
        <Tag minimal intent={STATUS_INTENTS[delivery.status]}>
          {t(STATUS_KEYS[delivery.status])}
        </Tag>
      </td>
      <td>{formatNumber(delivery.attempts)}</td>
      <td>{delivery.response_status ?? '—'}</td>
      <td className="wb-outbox-error">{delivery.response_body || delivery.last_error || '—'}</td>
      <td className="wb-nowrap">
        {formatDateTime(delivery.last_attempt_at ?? delivery.created_at, timeZone)}
      </td>
      <td className="wb-actions-cell">
        {finished && (
          <Button
            size="small"
            icon="repeat"
            text={t('webhooks.resend')}
            title={t('webhooks.resendTitle', { event: delivery.event_type })}
            loading={resend.isPending}
            onClick={() =>
              void resend
                .mutateAsync({ params: { id: String(delivery.id) } })
                .then(() => void showSuccess(t('webhooks.resent')), failed)
            }
          />
        )}
      </td>
    </tr>
  );
}
