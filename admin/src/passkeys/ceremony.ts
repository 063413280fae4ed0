import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import {
  type AuthenticationResponse,
  type PasskeyOptions,
  type RegistrationResponse,
  problem,
} from '@waybill/shared';
import { ApiFailure } from '../app/problems';

/** The browser's create() with the server's options; a ceremony that did not finish rejects. */
export async function createPasskey(options: PasskeyOptions): Promise<RegistrationResponse> {
  try {
    const response = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return response as RegistrationResponse;
  } catch (error) {
    throw notFinished(error);
  }
}

/** The browser's get() with the server's options; a ceremony that did not finish rejects. */
export async function signWithPasskey(options: PasskeyOptions): Promise<AuthenticationResponse> {
  try {
    const response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return response as AuthenticationResponse;
  } catch (error) {
    throw notFinished(error);
  }
}

/**
 * A ceremony the person cancelled, that timed out, or that the device could not do: an
 * ApiFailure like the server's refusals, so the forms show it in their red panel.
 */
function notFinished(error: unknown): ApiFailure {
  const message = error instanceof Error ? error.message : String(error);
  return new ApiFailure({
    status: 0,
    errors: [message],
    problems: [problem('passkey.cancelled')],
    data: null,
    message,
  });
}
