import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Account, ClientMetadata } from 'oidc-provider';

/**
 * A real OpenID Connect issuer (oidc-provider) on a random loopback port, standing in for Google in
 * tests, with a browser-like walk through its login and consent pages. Test support only.
 */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Google puts e-mail and name in the ID token; oidc-provider's default keeps them for UserInfo. */
  claimsInIdToken?: boolean;
}

export interface TestIssuer {
  url: string;
  /** Requests per path, to see what the app asked for (discovery, token, userinfo). */
  hits: Map<string, number>;
  /** The app's callback URL is known only once the app listens, so the client comes second. */
  registerClient(client: TestClientRegistration): Promise<void>;
  addAccount(accountId: string, claims: TestAccountClaims): void;
  /** Signs in at the issuer like a browser, starting from the app's authorization URL; returns the callback URL. */
  authorize(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const accounts = new Map<string, TestAccountClaims>();
  const hits = new Map<string, number>();
  let handler: http.RequestListener | undefined;
  let redirectUri = '';

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://issuer').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (handler) return handler(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    hits,
    addAccount: (accountId, claims) => accounts.set(accountId, claims),

    async registerClient(client) {
      redirectUri = client.redirectUri;
      const registration: ClientMetadata = {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      };
      const Provider = (await quietlyAsync(() => import('oidc-provider'))).default;
      const provider = quietly(
        () =>
          new Provider(url, {
            clients: [registration],
            pkce: { required: () => true },
            conformIdTokenClaims: !client.claimsInIdToken,
            claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
            cookies: { keys: ['stagecall-test-issuer-cookie-key'] },
            // Explicit lifetimes (seconds) keep oidc-provider from printing a notice for each default.
            ttl: {
              Interaction: 600,
              Session: 3600,
              Grant: 3600,
              AccessToken: 600,
              IdToken: 600,
              AuthorizationCode: 60,
            },
            findAccount: (_ctx: unknown, accountId: string): Account | undefined => {
              const claims = accounts.get(accountId);
              return claims ? { accountId, claims: () => ({ sub: accountId, ...claims }) } : undefined;
            },
          }),
      );
      handler = quietly(() => provider.callback());
    },

    async authorize(authorizationUrl, accountId) {
      const cookies = new Map<string, string>();
      let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
      for (let hop = 0; hop < 20; hop += 1) {
        if (next.url.startsWith(`${redirectUri}?`)) return new URL(next.url);
        const response = await fetch(next.url, {
          method: next.form ? 'POST' : 'GET',
          body: next.form,
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
          redirect: 'manual',
        });
        for (const line of response.headers.getSetCookie()) {
          const [name, ...value] = (line.split(';')[0] ?? '').split('=');
          if (name) cookies.set(name.trim(), value.join('='));
        }
        const body = await response.text();
        const location = response.headers.get('location');
        if (location) {
          next = { url: new URL(location, next.url).href };
        } else if (response.status === 200 && /\/interaction\/[^/]+$/.test(new URL(next.url).pathname)) {
          // devInteractions: a login form (any account id), then a consent form, both posted back here.
          const prompt = /name="prompt" value="(\w+)"/.exec(body)?.[1] ?? '';
          next = {
            url: next.url,
            form: new URLSearchParams(prompt === 'login' ? { prompt, login: accountId } : { prompt }),
          };
        } else {
          throw new Error(`The test issuer answered ${response.status} at ${next.url}: ${body.slice(0, 500)}`);
        }
      }
      throw new Error('The test issuer never redirected back to the app');
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** oidc-provider prints development-mode notices through console.warn and console.info. */
function quietly<T>(run: () => T): T {
  const { warn, info } = console;
  console.warn = () => {};
  console.info = () => {};
  try {
    return run();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

async function quietlyAsync<T>(run: () => Promise<T>): Promise<T> {
  const { warn, info } = console;
  console.warn = () => {};
  console.info = () => {};
  try {
    return await run();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}
