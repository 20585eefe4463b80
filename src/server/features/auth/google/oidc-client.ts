import type * as Client from 'openid-client';
import type { PendingAuthorization } from './state-store';

/** Loaded on the first Google sign-in: an instance without one never pays its memory (issue 48). */
const openidClient = () => import('openid-client');

export interface OidcSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** Who the issuer says signed in, from the ID token (and UserInfo when the token is thin). */
export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** A hung issuer must not hold a sign-in request for openid-client's default 30 s. */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * openid-client v6 refuses plain-http issuers. Tests and local development run an issuer on the
 * loopback interface, so only that is let through; anything else must be https.
 */
export function isLoopbackHttpIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

/**
 * The OpenID Connect relying party of one app: discovers the issuer once (a failure is not cached,
 * so the next sign-in tries again), builds authorization URLs and redeems codes.
 */
export class OidcClient {
  private configuration: Promise<Client.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private discover(): Promise<Client.Configuration> {
    this.configuration ??= openidClient()
      .then((client) =>
        client.discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          { client_secret: this.settings.clientSecret },
          client.ClientSecretPost(this.settings.clientSecret),
          {
            timeout: REQUEST_TIMEOUT_SECONDS,
            execute: isLoopbackHttpIssuer(this.settings.issuer) ? [client.allowInsecureRequests] : [],
          },
        ),
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** A fresh state, nonce and PKCE verifier, and the URL that sends the browser to the issuer. */
  async startAuthorization(redirectUri: string): Promise<{ url: string; pending: PendingAuthorization }> {
    const [client, configuration] = [await openidClient(), await this.discover()];
    const pending: PendingAuthorization = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  /** Redeems the code at the token endpoint and verifies the ID token (signature, iss, aud, nonce). */
  async redeemCode(redirectUri: string, code: string, pending: PendingAuthorization): Promise<VerifiedIdentity> {
    const [client, configuration] = [await openidClient(), await this.discover()];
    const metadata = configuration.serverMetadata();
    // The callback page forwards only code and state. An issuer that announces RFC 9207 makes
    // openid-client insist on `iss` in the response; it guards against mix-ups between several
    // issuers, and this client talks to exactly one, so the configured issuer is the answer.
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', pending.state);
    if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);

    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the token response carried no ID token');

    // Google puts e-mail and name in the ID token; other issuers may keep them for UserInfo.
    let claims: Record<string, unknown> = idToken;
    if (typeof idToken.email !== 'string' && metadata.userinfo_endpoint) {
      claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
    }
    return {
      subject: idToken.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      // Some issuers send the boolean as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }
}
