/**
 * A tiny HTTP client with a cookie jar, so a test reads like a person using the API:
 * `const res = await client.post('/api/auth/signin', {...})`.
 */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send this raw string as the body instead of JSON-encoding `body`. */
  raw?: string;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, undefined, options);
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('POST', path, body, options);
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('PUT', path, body, options);
  delete = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('DELETE', path, body, options);

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined = options.raw;
    if (payload === undefined && body !== undefined) {
      payload = JSON.stringify(body);
    }
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired =
        value === '' ||
        attributes.some(
          (a) =>
            /^\s*max-age=0\s*$/i.test(a) ||
            (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') <= Date.now()),
        );
      if (!name) continue;
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
}
