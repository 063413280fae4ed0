import {
  type KeyObject,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponse, PasskeyOptions, RegistrationResponse } from '@waybill/shared';

/**
 * A WebAuthn authenticator in the test (P-256 keys from node:crypto, 'none' attestation): it
 * answers the server's options as a browser with a passkey would, and can be told to lie (another
 * origin or RP ID, a counter gone back) to check that the server refuses.
 */
export interface Ceremony {
  /** The page's origin the browser would sign; the authenticator's default otherwise. */
  origin?: string;
  /** The RP ID whose hash goes in the authenticator data; the options' (or default) otherwise. */
  rpId?: string;
  /** The signature counter to report; the credential's next one otherwise. */
  counter?: number;
  /** Whether the user was verified (PIN, fingerprint); true otherwise. */
  userVerified?: boolean;
  /** The challenge to sign instead of the options' one. */
  challenge?: string;
}

interface Credential {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  /**
   * navigator.credentials.create(): a new credential for the options' account (or `existing`
   * again, which a browser would refuse through excludeCredentials).
   */
  create(
    options: PasskeyOptions,
    ceremony: Ceremony = {},
    existing?: Credential,
  ): RegistrationResponse {
    const privateKey =
      existing?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const rawId = existing ? Buffer.from(existing.id, 'base64url') : randomBytes(16);
    const rpId = ceremony.rpId ?? (options.rp as { id?: string } | undefined)?.id ?? this.rpId;
    const user = options.user as { id: string };
    const credential: Credential = {
      id: b64url(rawId),
      privateKey,
      rpId,
      userHandle: user.id,
      counter: 0,
    };
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      this.authenticatorData(rpId, 0x40, ceremony, 0),
      Buffer.alloc(16), // AAGUID: none
      credentialIdLength,
      rawId,
      Buffer.from(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    if (!existing) this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options, ceremony),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): signs the options' challenge with `credential` (the last one
   * created unless told), as a discoverable credential would (with its user handle).
   */
  get(
    options: PasskeyOptions,
    ceremony: Ceremony = {},
    credential: Credential = this.credentials[this.credentials.length - 1],
  ): AuthenticationResponse {
    const counter = ceremony.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const authData = this.authenticatorData(ceremony.rpId ?? credential.rpId, 0, ceremony, counter);
    const clientDataJSON = this.clientData('webauthn.get', options, ceremony);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, options: PasskeyOptions, ceremony: Ceremony): string {
    return b64url(
      JSON.stringify({
        type,
        challenge: ceremony.challenge ?? options.challenge,
        origin: ceremony.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** rpIdHash | flags (UP, UV unless told, and `extra`) | signature counter. */
  private authenticatorData(rpId: string, extra: number, ceremony: Ceremony, counter: number) {
    const flags = 0x01 | (ceremony.userVerified === false ? 0 : 0x04) | extra;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), signCount]);
  }
}
