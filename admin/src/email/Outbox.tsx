import './mail.css';
import '../content/content.css';
import { Button, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import {
  listOutbox,
  OUTBOX_STATUSES,
  outboxRetrySchema,
  retryOutboxMessage,
  revealOutboxMessage,
  type OutboxMessage,
  type OutboxStatus,
} from '@waybill/shared';
import type { ReactNode } from 'react';
import { SEND_EMAIL } from '../app/paths';
import { useEndpointMutation, usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { useRecordAction } from '../forms';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { ExpandableRow } from '../layout/ExpandableRow';
import { LinkButton } from '../layout/LinkButton';
import { ListScreen } from '../layout/ListScreen';
import { StatusFilterTools, useStatusFilter } from './StatusFilter';
import { useCan } from '../staff/access';
import { formatDateTime } from '../parcels/format';
import type { AdminMessageKey } from '../i18n/keys';
import { formatNumber, t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';

const STATUS_INTENTS: Record<OutboxStatus, Intent> = {
  queued: 'primary',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** Each status's display name; the code itself is what the API filters by. */
const STATUS_LABEL_KEYS = {
  queued: 'mail.status.queued',
  sending: 'mail.status.sending',
  sent: 'mail.status.sent',
  failed: 'mail.status.failed',
} as const satisfies Record<OutboxStatus, AdminMessageKey>;

const EMPTY_KEYS = {
  queued: 'mail.empty.queued',
  sending: 'mail.empty.sending',
  sent: 'mail.empty.sent',
  failed: 'mail.empty.failed',
} as const satisfies Record<OutboxStatus, AdminMessageKey>;

function statusFilters() {
  return [
    { value: '', label: t('mail.everyStatus') },
    ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL_KEYS[status]) })),
  ];
}

function isStatus(value: string | null): value is OutboxStatus {
  return OUTBOX_STATUSES.some((status) => status === value);
}

/**
 * /control/email/outbox.html (docs/product.md §4.8): every outgoing message, newest first, with
 * what happened to it; a failed or waiting one can be sent again now.
 */
export function Outbox() {
  const timeZone = useSiteConfig()?.time_zone;
  const { status, onFilter } = useStatusFilter(isStatus);
  const list = usePagedEndpoint(listOutbox, { query: { status: status ?? undefined } });
  // A viewer reads the outbox but sends nothing, not even again.
  const mayRetry = useCan(retryOutboxMessage.access);

  return (
    <ListScreen
      title={t('mail.outbox')}
      breadcrumbs={
        <Breadcrumbs
          steps={[{ label: t('mail.sendEmail'), to: SEND_EMAIL }, { label: t('mail.outbox') }]}
        />
      }
      action={
        <LinkButton to={SEND_EMAIL} icon="envelope" intent="primary" text={t('mail.sendEmail')} />
      }
      intro={t('mail.outboxIntro')}
      toolbar={
        <StatusFilterTools
          options={statusFilters()}
          status={status}
          onFilter={onFilter}
          list={list}
        />
      }
      list={list}
      noun={t('mail.noun')}
      shown={(count) => t('mail.shown', { count })}
      emptyIcon="inbox"
      emptyText={status ? t(EMPTY_KEYS[status]) : t('mail.empty')}
    >
      {(rows) => (
        <HTMLTable striped className="wb-table wb-outbox" aria-label={t('mail.outbox')}>
          <thead>
            <tr>
              <th scope="col">{t('mail.columnCreated')}</th>
              <th scope="col">{t('mail.columnTo')}</th>
              <th scope="col">{t('mail.columnSubject')}</th>
              <th scope="col">{t('mail.columnStatus')}</th>
              <th scope="col">{t('mail.columnAttempts')}</th>
              <th scope="col">{t('mail.columnLastError')}</th>
              <th scope="col">{t('mail.columnWhen')}</th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('mail.columnActions')}</span>
              </th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('mail.text')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((message) => (
              <MessageRows key={message.id} message={message}>
                <td className="wb-nowrap">{formatDateTime(message.created_at, timeZone)}</td>
                <td>
                  <Ltr>{message.to}</Ltr>
                </td>
                <td>{message.subject}</td>
                <td>
                  <Tag minimal intent={STATUS_INTENTS[message.status]}>
                    {t(STATUS_LABEL_KEYS[message.status])}
                  </Tag>
                </td>
                <td>{formatNumber(message.attempts)}</td>
                <td className="wb-outbox-error">{message.last_error ?? '—'}</td>
                <td className="wb-nowrap">{whenText(message, timeZone)}</td>
                <td className="wb-actions-cell">
                  {mayRetry && (message.status === 'failed' || message.status === 'queued') && (
                    <RetryButton message={message} />
                  )}
                </td>
              </MessageRows>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </ListScreen>
  );
}

/**
 * A message's row, and under it, once opened, its text: a message carrying a PIN or a link shows
 * it only to the owner, while unsent, on request (the reading is audited).
 */
function MessageRows({ message, children }: { message: OutboxMessage; children: ReactNode }) {
  return (
    <ExpandableRow
      detailId={`wb-outbox-text-${message.id}`}
      columns={9}
      openText={t('mail.showText')}
      closeText={t('mail.hideText')}
      detailClassName="wb-outbox-text-row"
      detail={
        <>
          {message.reply_to && <p>{t('mail.replyToLine', { address: message.reply_to })}</p>}
          {message.text !== null ? (
            <pre className="wb-outbox-text">{message.text}</pre>
          ) : (
            <SecretText message={message} />
          )}
        </>
      }
    >
      {children}
    </ExpandableRow>
  );
}

function SecretText({ message }: { message: OutboxMessage }) {
  const mayReveal = useCan(revealOutboxMessage.access);
  const reveal = useEndpointMutation(revealOutboxMessage);
  const text = reveal.data?.data.text;
  if (text !== undefined) return <pre className="wb-outbox-text">{text}</pre>;
  const unsent = message.status !== 'sent';
  return (
    <p>
      {unsent ? t('mail.secretHidden') : t('mail.secretGone')}{' '}
      {mayReveal && unsent && (
        <Button
          size="small"
          icon="eye-open"
          text={t('mail.reveal')}
          loading={reveal.isPending}
          onClick={() => reveal.mutate({ body: { id: message.id } })}
        />
      )}
      {reveal.error && <span role="alert"> {reveal.error.message}</span>}
    </p>
  );
}

/** When it went out, or when the next try is due. */
function whenText(message: OutboxMessage, timeZone: string | undefined): string {
  switch (message.status) {
    case 'sent':
      return t('mail.sentAt', { time: formatDateTime(message.sent_at, timeZone) });
    case 'sending':
      return t('mail.sendingNow');
    case 'queued':
      return t('mail.nextTry', { time: formatDateTime(message.next_attempt_at, timeZone) });
    case 'failed':
      return t('mail.stopped');
  }
}

function RetryButton({ message }: { message: OutboxMessage }) {
  const retry = useRecordAction(retryOutboxMessage, outboxRetrySchema, {
    invalidates: [listOutbox],
    success: () => t('mail.queuedAgain'),
  });

  return (
    <Button
      size="small"
      icon="repeat"
      text={t('mail.retry')}
      title={t('mail.retryTitle', { subject: message.subject, to: message.to })}
      loading={retry.pending}
      onClick={() => void retry.run({ id: message.id })}
    />
  );
}
