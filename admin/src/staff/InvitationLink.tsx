import { Button, Classes, Dialog, DialogBody, InputGroup } from '@blueprintjs/core';
import { copyInvitationLink, type StaffInvitation } from '@waybill/shared';
import { useId, useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { showFailure } from '../forms';
import { t } from '../i18n/i18n';

/**
 * An open invitation's link, read (audited) from its e-mail while that waits for mail to be set
 * up, shown in a dialog to copy and pass on by hand.
 */
export function CopyLinkButton({ invitation }: { invitation: StaffInvitation }) {
  const read = useEndpointMutation(copyInvitationLink);
  const [link, setLink] = useState<string | null>(null);
  const open = async () => {
    try {
      const answer = await read.mutateAsync({ body: { id: invitation.id } });
      setLink(answer.data.link);
    } catch (error) {
      void showFailure((error as Error).message);
    }
  };
  if (invitation.expired) return null;
  return (
    <>
      <Button
        variant="minimal"
        icon="link"
        text={t('staff.copyLink')}
        aria-label={`${t('staff.copyLink')}: ${invitation.email}`}
        loading={read.isPending}
        onClick={() => void open()}
      />
      <Dialog
        isOpen={link !== null}
        onClose={() => setLink(null)}
        title={t('staff.inviteLinkFor', { email: invitation.email })}
      >
        <DialogBody>{link && <LinkField link={link} />}</DialogBody>
      </Dialog>
    </>
  );
}

function LinkField({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the link stays selectable in the field.
      setCopied(false);
    }
  };
  return (
    <div className="wb-invitation-link">
      <p>{t('staff.inviteLinkHelp')}</p>
      <label htmlFor={id} className={Classes.LABEL}>
        {t('staff.inviteLink')}
      </label>
      <InputGroup
        id={id}
        readOnly
        value={link}
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
        rightElement={
          <Button
            variant="minimal"
            icon={copied ? 'tick' : 'clipboard'}
            text={copied ? t('staff.linkCopied') : t('staff.copy')}
            onClick={() => void copy()}
          />
        }
      />
    </div>
  );
}
