// The part of autocannon 9's programmatic API this bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Context = Record<string, unknown>;

    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Returns the request to send; a falsy value restarts the sequence from the first request. */
      setupRequest?: (request: Request, context: Context) => Request | null | undefined;
      onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests a second from all connections together. */
      overallRate?: number;
      maxOverallRequests?: number;
      /** Seconds before a request times out. */
      timeout?: number;
      ignoreCoordinatedOmission?: boolean;
      requests?: Request[];
    }

    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
      start: Date;
      finish: Date;
    }

    interface Instance extends PromiseLike<Result> {
      /** `responseTime` is in milliseconds, as measured for this one request. */
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): Instance;
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
