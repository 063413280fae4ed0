import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { t } from '../i18n/i18n';

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** "I have saved the codes": the codes are never shown again. */
  onDone: () => void;
}

/** The recovery codes, shown once (only their hashes are kept): copy, download, then done. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    void navigator.clipboard.writeText(text).then(() => setCopied(true));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoFactor.download_name');
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Callout intent="warning" title={t('twoFactor.recovery_title')}>
      <p>{t('twoFactor.recovery_text')}</p>
      <ul className="wb-recovery-codes" aria-label={t('twoFactor.recovery_title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="wb-form-links">
        <Button
          icon="clipboard"
          text={copied ? t('twoFactor.copied') : t('twoFactor.copy')}
          onClick={copy}
        />
        <Button icon="download" text={t('twoFactor.download')} onClick={download} />
        <Button intent="primary" text={t('twoFactor.saved_codes')} onClick={onDone} />
      </div>
    </Callout>
  );
}
