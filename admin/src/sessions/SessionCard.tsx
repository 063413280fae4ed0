import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import type { MemberSession, StaffSession } from '@waybill/shared';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';
import { formatDateTime, orDash } from '../parcels/format';
import { deviceIcon, deviceName, sessionTitle } from './session-labels';

export interface SessionCardProps {
  session: StaffSession | MemberSession;
  /** The card's title is a heading of this level, under the screen's or section's heading. */
  headingLevel: 2 | 3;
  onEnd: () => void;
  ending: boolean;
}

/**
 * One signed-in browser: what it is, where from, since when, when last seen, and the button that
 * ends it ("Sign out this device" on the browser showing it).
 */
export function SessionCard({ session, headingLevel, onEnd, ending }: SessionCardProps) {
  const timeZone = useSiteConfig()?.time_zone;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = sessionTitle(session);
  const member = 'member' in session ? session.member : null;
  const endText = session.current ? t('sessions.sign_out_here') : t('sessions.end');
  return (
    <li>
      <Card className="wb-session" aria-current={session.current ? 'true' : undefined}>
        <div className="wb-session-head">
          <Icon icon={deviceIcon(session.device)} size={20} aria-hidden />
          <Heading className="wb-session-title">{title}</Heading>
          {session.current && (
            <Tag intent="success" minimal>
              {t('sessions.this_device')}
            </Tag>
          )}
        </div>
        <dl className="wb-session-facts">
          {member && (
            <>
              <dt>{t('sessions.member')}</dt>
              <dd>
                {member.name}{' '}
                <span className="wb-muted">
                  <Ltr>{member.email}</Ltr>
                </span>
              </dd>
            </>
          )}
          <dt>{t('sessions.device')}</dt>
          <dd>{deviceName(session.device)}</dd>
          <dt>{t('sessions.address')}</dt>
          <dd>
            <Ltr>{orDash(session.last_seen_ip ?? session.signin_ip)}</Ltr>
          </dd>
          {session.signin_ip && session.signin_ip !== session.last_seen_ip && (
            <>
              <dt>{t('sessions.signed_in_from')}</dt>
              <dd>
                <Ltr>{session.signin_ip}</Ltr>
              </dd>
            </>
          )}
          <dt>{t('sessions.signed_in')}</dt>
          <dd>{formatDateTime(session.signed_in_at, timeZone)}</dd>
          <dt>{t('sessions.last_seen')}</dt>
          <dd>{formatDateTime(session.last_seen_at, timeZone)}</dd>
        </dl>
        <Button
          icon={session.current ? 'log-out' : 'cross'}
          intent={session.current ? 'none' : 'danger'}
          variant="outlined"
          text={endText}
          loading={ending}
          aria-label={
            session.current ? endText : `${endText}: ${member ? `${title}, ${member.name}` : title}`
          }
          onClick={onEnd}
        />
      </Card>
    </li>
  );
}
