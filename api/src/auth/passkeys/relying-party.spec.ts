import type { Request } from 'express';
import { relyingPartyOf } from './relying-party.js';

const requestTo = (host: string | undefined, protocol = 'http') =>
  ({ protocol, get: (name: string) => (name === 'host' ? host : undefined) }) as Request;

describe('the relying party of passkeys', () => {
  it('is PUBLIC_URL’s host and origin when it is set, whatever the request says', () => {
    expect(relyingPartyOf('https://track.example.com', requestTo('evil.example'))).toEqual({
      id: 'track.example.com',
      origins: ['https://track.example.com'],
    });
    expect(relyingPartyOf('https://track.example.com:8443/base', requestTo('x'))).toEqual({
      id: 'track.example.com',
      origins: ['https://track.example.com:8443'],
    });
  });

  it('is the host the request was sent to otherwise, with its protocol and port', () => {
    expect(relyingPartyOf(undefined, requestTo('localhost:3000'))).toEqual({
      id: 'localhost',
      origins: ['http://localhost:3000'],
    });
    expect(relyingPartyOf(undefined, requestTo('panel.example', 'https'))).toEqual({
      id: 'panel.example',
      origins: ['https://panel.example'],
    });
  });

  it('matches nothing when the Host header makes no address', () => {
    expect(relyingPartyOf(undefined, requestTo('a b/c'))).toEqual({
      id: 'invalid.invalid',
      origins: [],
    });
  });
});
