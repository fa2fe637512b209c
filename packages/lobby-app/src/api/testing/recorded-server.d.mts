/** A request as the server received it. */
export interface SeenRequest {
  readonly method: string;
  /** The raw request target, e.g. `/casino-api/lobby?getconfig`. */
  readonly url: string;
  readonly contentType: string | null;
  readonly body: string;
}

/** A recorded answer. */
export interface Recording {
  readonly status?: number;
  readonly contentType: string;
  readonly body: string;
}

export interface RecordedServer {
  /** `http://127.0.0.1:{port}` */
  readonly origin: string;
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts the server on a random port of 127.0.0.1; `answer` picks the recording, or hangs or drops. */
export function startRecordedServer(
  answer: (request: SeenRequest) => Recording | 'hang' | 'drop' | null,
): Promise<RecordedServer>;
