import { Button } from '@blueprintjs/core';
import type { Admin, PasskeyOptions, AuthenticationResponse } from '@waybill/shared';
import { useState } from 'react';
import { ApiFailure } from '../app/problems';
import type { Answer } from '../app/queries';
import { ErrorPanel } from '../forms/ErrorPanel';
import { describeProblem } from '../app/problems';
import { loadCeremony } from './support';

export interface PasskeyButtonProps {
  text: string;
  /** Asks the server for the ceremony's options. */
  start: () => Promise<Answer<PasskeyOptions>>;
  /** Sends the browser's signed answer; the server starts the session. */
  finish: (response: AuthenticationResponse) => Promise<Answer<Admin>>;
  onSignedIn: (admin: Admin) => void;
  fill?: boolean;
}

/**
 * Signs in with a passkey: the server's options, the browser's ceremony (the device asks for
 * its PIN, face or fingerprint), then the answer. A refusal or a cancelled ceremony shows in the
 * red panel under the button. The WebAuthn library is fetched on the first press at the latest.
 */
export function PasskeyButton({ text, start, finish, onSignedIn, fill }: PasskeyButtonProps) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const run = async () => {
    setBusy(true);
    setErrors([]);
    try {
      // The WebAuthn library comes beside the server's options (usually prefetched already).
      const [{ signWithPasskey }, { data: options }] = await Promise.all([loadCeremony(), start()]);
      const { data: admin } = await finish(await signWithPasskey(options));
      onSignedIn(admin);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setErrors(error.problems.map((found) => describeProblem(found)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon="key" loading={busy} fill={fill} text={text} onClick={() => void run()} />
      <ErrorPanel messages={errors} />
    </>
  );
}
