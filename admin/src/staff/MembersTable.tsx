import { Alert, Button, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import {
  type AssignableRole,
  type StaffMember,
  handOverOwnership,
  listStaff,
  updateStaffMember,
} from '@waybill/shared';
import { useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import { useGraph } from '../app/useGraph';
import { showFailure, showSuccess } from '../forms';
import { t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';
import { roleName, roleOptions } from './roles';

/** The members, owner first: role, status, and what the owner can change about each. */
export function MembersTable({ members }: { members: readonly StaffMember[] }) {
  const me = useAppStore((state) => state.admin);
  const update = useEndpointMutation(updateStaffMember, { invalidates: [listStaff] });
  const handOver = useEndpointMutation(handOverOwnership, { invalidates: [listStaff] });
  const graph = useGraph();
  const [nextOwner, setNextOwner] = useState<StaffMember | null>(null);

  const change = async (
    member: StaffMember,
    patch: { role?: AssignableRole; disabled?: boolean },
    done: string,
  ) => {
    try {
      await update.mutateAsync({ body: { id: member.id, ...patch } });
      void showSuccess(done);
    } catch (error) {
      void showFailure((error as Error).message);
    }
  };

  const confirmHandOver = async () => {
    if (!nextOwner) return;
    try {
      await handOver.mutateAsync({ body: { id: nextOwner.id } });
      void showSuccess(t('staff.handed_over', { name: nextOwner.name }));
      // The owner is now an admin: the graph tells the screens so.
      await graph.refetch();
    } catch (error) {
      void showFailure((error as Error).message);
    } finally {
      setNextOwner(null);
    }
  };

  return (
    <section aria-labelledby="wb-staff-members">
      <h2 id="wb-staff-members">{t('staff.members')}</h2>
      {/* A wide table scrolls inside its frame on a phone; the frame takes focus for the keyboard. */}
      <div className="wb-table-frame" tabIndex={0}>
        <HTMLTable striped className="wb-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.name')}</th>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.status')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const owner = member.role === 'owner';
              const self = me && me.email === member.email;
              return (
                <tr key={member.id}>
                  <td>
                    {member.name} {self && t('staff.you')}
                  </td>
                  <td>
                    <Ltr>{member.email}</Ltr>
                  </td>
                  <td>
                    {owner ? (
                      roleName('owner')
                    ) : (
                      <HTMLSelect
                        aria-label={t('staff.role_of', { name: member.name })}
                        value={member.role}
                        options={roleOptions()}
                        onChange={(event) => {
                          const role = event.target.value as AssignableRole;
                          void change(
                            member,
                            { role },
                            t('staff.role_changed', { name: member.name, role: roleName(role) }),
                          );
                        }}
                      />
                    )}
                  </td>
                  <td>
                    <Tag intent={member.disabled ? 'danger' : 'success'} minimal>
                      {member.disabled ? t('staff.disabled') : t('staff.active')}
                    </Tag>
                  </td>
                  <td>
                    {!owner && (
                      <>
                        <Button
                          variant="minimal"
                          icon={member.disabled ? 'unlock' : 'disable'}
                          text={member.disabled ? t('staff.enable') : t('staff.disable')}
                          aria-label={`${member.disabled ? t('staff.enable') : t('staff.disable')}: ${member.name}`}
                          onClick={() =>
                            void change(
                              member,
                              { disabled: !member.disabled },
                              t(
                                member.disabled ? 'staff.member_enabled' : 'staff.member_disabled',
                                {
                                  name: member.name,
                                },
                              ),
                            )
                          }
                        />
                        {!member.disabled && (
                          <Button
                            variant="minimal"
                            icon="crown"
                            text={t('staff.make_owner')}
                            aria-label={`${t('staff.make_owner')}: ${member.name}`}
                            onClick={() => setNextOwner(member)}
                          />
                        )}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      <Alert
        isOpen={nextOwner !== null}
        intent="warning"
        icon="crown"
        confirmButtonText={t('staff.handover_button')}
        cancelButtonText={t('staff.cancel')}
        canEscapeKeyCancel
        loading={handOver.isPending}
        onConfirm={() => void confirmHandOver()}
        onCancel={() => setNextOwner(null)}
      >
        <h3>{t('staff.handover_title')}</h3>
        <p>{t('staff.handover_confirm', { name: nextOwner?.name ?? '' })}</p>
      </Alert>
    </section>
  );
}
