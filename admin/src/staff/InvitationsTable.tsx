import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { type StaffInvitation, listStaff, revokeInvitation } from '@waybill/shared';
import { useEndpointMutation } from '../app/queries';
import { showFailure, showSuccess } from '../forms';
import { t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';
import { formatDateTime } from '../parcels/format';
import { CopyLinkButton } from './InvitationLink';
import { roleName } from './roles';

/** The invitations not yet accepted: the owner can withdraw each. */
export function InvitationsTable({ invitations }: { invitations: readonly StaffInvitation[] }) {
  const revoke = useEndpointMutation(revokeInvitation, { invalidates: [listStaff] });
  const withdraw = async (invitation: StaffInvitation) => {
    try {
      await revoke.mutateAsync({ body: { id: invitation.id } });
      void showSuccess(t('staff.revoked', { email: invitation.email }));
    } catch (error) {
      void showFailure((error as Error).message);
    }
  };
  return (
    <section aria-labelledby="wb-staff-invitations">
      <h2 id="wb-staff-invitations">{t('staff.invitations')}</h2>
      {invitations.length === 0 ? (
        <p>{t('staff.no_invitations')}</p>
      ) : (
        // A wide table scrolls inside its frame on a phone; the frame takes focus for the keyboard.
        <div className="wb-table-frame" tabIndex={0}>
          <HTMLTable striped className="wb-table">
            <thead>
              <tr>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.expires')}</th>
                <th scope="col">{t('staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>
                    <Ltr>{invitation.email}</Ltr>
                  </td>
                  <td>{roleName(invitation.role)}</td>
                  <td>
                    {invitation.expired ? (
                      <Tag intent="warning" minimal>
                        {t('staff.expired')}
                      </Tag>
                    ) : (
                      formatDateTime(invitation.expires_at)
                    )}
                  </td>
                  <td>
                    <CopyLinkButton invitation={invitation} />
                    <Button
                      variant="minimal"
                      icon="cross"
                      text={t('staff.revoke')}
                      aria-label={`${t('staff.revoke')}: ${invitation.email}`}
                      onClick={() => void withdraw(invitation)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
