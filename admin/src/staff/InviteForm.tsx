import {
  type AssignableRole,
  invitationCreateSchema,
  inviteStaff,
  listStaff,
} from '@waybill/shared';
import { useEndpointMutation } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { roleOptions } from './roles';

interface InviteValues {
  email: string;
  role: AssignableRole;
}

const EMPTY: InviteValues = { email: '', role: 'dispatcher' };

/** The owner invites a new member by e-mail, with a role. */
export function InviteForm() {
  const form = useSchemaForm(invitationCreateSchema, { defaultValues: EMPTY });
  const invite = useEndpointMutation(inviteStaff, { invalidates: [listStaff] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => invite.mutateAsync({ body }),
    successMessage: ({ data }) =>
      t(data.delivery === 'held' ? 'staff.invitedHeld' : 'staff.invited'),
    onSuccess: ({ data }) => form.reset({ ...EMPTY, role: data.role }),
  });
  const role = form.watch('role');
  return (
    <section aria-labelledby="wb-staff-invite" className="wb-narrow">
      <h2 id="wb-staff-invite">{t('staff.invite')}</h2>
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          {...form.register('email')}
        />
        <SelectField
          label={t('staff.role')}
          options={roleOptions()}
          helperText={t(`staff.role_help.${role}`)}
          {...form.register('role')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text={t('staff.invite_button')} fetching={fetching} />
      </Form>
    </section>
  );
}
