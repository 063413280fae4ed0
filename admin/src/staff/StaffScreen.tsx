import { Callout, Spinner } from '@blueprintjs/core';
import { listStaff } from '@waybill/shared';
import { firstProblemText } from '../app/problems';
import { useEndpointQuery } from '../app/queries';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
// Staff sessions.
import { MemberSessions } from '../sessions/MemberSessions';
import './staff.css';

/** /control/staff: the owner's list of members and invitations, and the invitation form. */
export function StaffScreen() {
  useDocumentTitle(t('staff.title'));
  const staff = useEndpointQuery(listStaff, {}, { refetchOnMount: 'always' });
  return (
    <section className="wb-staff">
      <h1>{t('staff.title')}</h1>
      <p>{t('staff.intro')}</p>
      {staff.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(staff.error.problems)}
        </Callout>
      )}
      {staff.isPending && <Spinner size={32} />}
      {staff.data && (
        <>
          <MembersTable members={staff.data.members} />
          <InvitationsTable invitations={staff.data.invitations} />
        </>
      )}
      <InviteForm />
      {staff.data && <MemberSessions members={staff.data.members} />}
    </section>
  );
}
