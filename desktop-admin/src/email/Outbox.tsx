import { Button, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import {
  OUTBOX_STATUSES,
  outboxRetrySchema,
  validate,
  type OutboxMessage,
  type OutboxStatus,
} from '@waybill/shared';
import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../app/api';
import { SEND_EMAIL } from '../app/paths';
import { useAppStore } from '../app/store';
import { usePagedList } from '../app/usePagedList';
import { SelectField, showFailure, showSuccess, succeeded } from '../forms';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formatDateTime } from '../parcels/format';

const STATUS_INTENTS: Record<OutboxStatus, Intent> = {
  queued: 'primary',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
};

const STATUS_FILTERS = [
  { value: '', label: 'Every status' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: status })),
];

function isStatus(value: string | null): value is OutboxStatus {
  return OUTBOX_STATUSES.some((status) => status === value);
}

function firstPagePath(status: OutboxStatus | null): string {
  const query = new URLSearchParams({ page: '1' });
  if (status) query.set('status', status);
  return `/api/outbox?${query.toString()}`;
}

/**
 * /control/email/outbox.html (docs/product.md §4.8): every outgoing message, newest first, with
 * what happened to it; a failed or waiting one can be sent again now.
 */
export function Outbox() {
  useDocumentTitle('Outbox');
  const timeZone = useAppStore((state) => state.site?.time_zone);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isStatus(requested) ? requested : null;
  const list = usePagedList<OutboxMessage>(firstPagePath(status));

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setSearchParams(value ? { status: value } : {}, { replace: true });
  };

  return (
    <section>
      <Breadcrumbs steps={[{ label: 'Send Email', to: SEND_EMAIL }, { label: 'Outbox' }]} />
      <div className="wb-title-row">
        <h1>Outbox</h1>
        <LinkButton to={SEND_EMAIL} icon="envelope" intent="primary" text="Send Email" />
      </div>
      <p className="wb-muted">
        Every e-mail the company sends is written here first, then delivered; a message that could
        not be delivered is tried again later, with longer pauses each time.
      </p>
      <div className="wb-list-tools">
        <SelectField
          label="Status"
          name="status"
          required={false}
          options={STATUS_FILTERS}
          value={status ?? ''}
          onChange={onFilter}
        />
        <Button icon="refresh" text="Refresh" loading={list.refreshing} onClick={list.reload} />
      </div>
      <PagedTable
        list={list}
        noun="messages"
        emptyIcon="inbox"
        emptyText={status ? `No ${status} messages.` : 'No messages yet.'}
      >
        {(rows) => (
          <HTMLTable striped className="wb-table wb-outbox" aria-label="Outbox">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">Next try / sent at</th>
                <th scope="col">
                  <span className="wb-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((message) => (
                <tr key={message.id}>
                  <td className="wb-nowrap">{formatDateTime(message.created_at, timeZone)}</td>
                  <td>{message.to}</td>
                  <td>{message.subject}</td>
                  <td>
                    <Tag minimal intent={STATUS_INTENTS[message.status]}>
                      {message.status}
                    </Tag>
                  </td>
                  <td>{message.attempts}</td>
                  <td className="wb-outbox-error">{message.last_error ?? '—'}</td>
                  <td className="wb-nowrap">{whenText(message, timeZone)}</td>
                  <td className="wb-actions-cell">
                    {(message.status === 'failed' || message.status === 'queued') && (
                      <RetryButton message={message} onQueued={list.replace} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </PagedTable>
    </section>
  );
}

/** When it went out, or when the next try is due. */
function whenText(message: OutboxMessage, timeZone: string | undefined): string {
  switch (message.status) {
    case 'sent':
      return `Sent ${formatDateTime(message.sent_at, timeZone)}`;
    case 'sending':
      return 'Sending now';
    case 'queued':
      return `Next try ${formatDateTime(message.next_attempt_at, timeZone)}`;
    case 'failed':
      return 'Stopped trying';
  }
}

function RetryButton({
  message,
  onQueued,
}: {
  message: OutboxMessage;
  onQueued: (message: OutboxMessage) => void;
}) {
  const [sending, setSending] = useState(false);

  const retry = async () => {
    const checked = validate(outboxRetrySchema, { id: message.id });
    if (!checked.ok) {
      void showFailure(checked.errors[0] ?? 'Retry failed');
      return;
    }
    setSending(true);
    try {
      const result = await api.sendJson<OutboxMessage>('/api/outbox/retry', checked.data);
      if (succeeded(result) && result.data) {
        onQueued(result.data);
        void showSuccess(result.message || 'Queued again');
      } else {
        void showFailure(result.errors[0] ?? (result.message || 'Retry failed'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      icon="repeat"
      text="Retry"
      title={`Send “${message.subject}” to ${message.to} again now`}
      loading={sending}
      onClick={() => void retry()}
    />
  );
}
