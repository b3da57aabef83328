/** A tiny fetch wrapper for tests: it talks to the app over real HTTP, like a browser would. */
export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else undefined. */
  body: unknown;
  text: string;
  bytes: Buffer;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A multipart form instead of JSON. */
  form?: FormData;
  /** A raw body, sent with the headers given (no JSON content type added; a typeless Blob sends none). */
  raw?: string | Blob;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/** Headers sent on every request; a function is called once, on the first request (a session made in the database). */
export type HeaderSource = Record<string, string> | (() => Promise<Record<string, string>>);

export class TestClient {
  #headers: Promise<Record<string, string>> | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly source: HeaderSource = {},
  ) {}

  private defaultHeaders(): Promise<Record<string, string>> {
    const source = this.source;
    this.#headers ??= typeof source === 'function' ? source() : Promise.resolve(source);
    return this.#headers;
  }

  /** A client that also sends these headers (a cookie, an API key, an Origin…). */
  with(headers: Record<string, string>): TestClient {
    return new TestClient(this.baseUrl, async () => ({
      ...(await this.defaultHeaders()),
      ...headers,
    }));
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...(await this.defaultHeaders()) };
    let payload: BodyInit | undefined;
    if (options.form) {
      payload = options.form;
    } else if (options.raw !== undefined) {
      payload = options.raw;
    } else if (!BODYLESS.has(method)) {
      // The SPA sends a JSON content type on every write, with or without a body (SPEC §7).
      headers['content-type'] = 'application/json';
      if (body !== undefined) payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body: payload,
      redirect: 'manual',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson ? JSON.parse(text) : undefined,
      text,
      bytes,
    };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options);
  }

  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, body, options);
  }

  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, body, options);
  }

  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, body, options);
  }

  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, undefined, options);
  }
}
