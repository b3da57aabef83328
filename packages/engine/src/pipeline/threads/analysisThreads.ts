import type { ResourceLimits, Worker } from 'node:worker_threads';
import {
  AddressNotFoundError,
  AnalysisError,
  ImageryUnavailableError,
  ParcelNotFoundError,
  ProviderTimeoutError,
  UnreadableImageError,
} from '../../errors.ts';
import type { ProviderLogger } from '../../providers/http/providerHttp.ts';
import type { ProviderOptions } from '../../providers/registry.ts';
import type { ParcelRecord } from '../../providers/types.ts';
import type { ParcelGeography } from '../geoAnalysis.ts';
import { startEngineThread } from './engineThread.ts';
import type { ParcelJob, ThreadFailure, ThreadReply } from './threadMessages.ts';

export interface AnalysisThreadsOptions {
  /** Threads doing pixel work at once (each runs one parcel at a time). */
  threads: number;
  /** Parcels allowed to wait for a free thread; one more is refused with AnalysisQueueFullError. */
  queueLimit: number;
  /** Where provider warnings from the threads go. */
  logger?: ProviderLogger;
  /** Heap limits of each thread (Node's defaults when unset). */
  resourceLimits?: ResourceLimits;
}

/** Every analysis thread is busy and the waiting line is full: the caller should retry shortly. */
export class AnalysisQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('We are measuring many properties right now. Please try again in a few seconds.');
    this.name = 'AnalysisQueueFullError';
  }
}

interface PendingJob {
  job: ParcelJob;
  resolve: (geography: ParcelGeography) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  current: PendingJob | null;
}

/** A cold analysis takes about this long; the first measurements replace it. */
const FIRST_GUESS_MS = 500;

/**
 * A bounded pool of worker threads for the pixel work of an analysis (imagery, classification,
 * measurement, map sketch). Threads start when first needed (or all at once with `warm`), are
 * reused for every analysis after, and do not keep the process alive.
 */
export class AnalysisThreads {
  private readonly threads: Thread[] = [];
  private readonly waiting: PendingJob[] = [];
  private nextId = 1;
  private averageMs = FIRST_GUESS_MS;
  private closed = false;

  constructor(private readonly options: AnalysisThreadsOptions) {
    if (options.threads < 1) throw new Error('AnalysisThreads needs at least one thread');
  }

  /** The geography of one parcel, computed on a thread; rejects at once when the line is full. */
  analyzeParcel(parcel: ParcelRecord, recipe: ProviderOptions): Promise<ParcelGeography> {
    if (this.closed) return Promise.reject(new Error('The analysis threads are closed'));
    const idle = this.idleThread();
    if (!idle && this.waiting.length >= this.options.queueLimit) {
      return Promise.reject(new AnalysisQueueFullError(this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => {
      const pending = { job: { id: this.nextId++, parcel, recipe }, resolve, reject };
      if (idle) this.start(idle, pending);
      else this.waiting.push(pending);
    });
  }

  /**
   * Starts every thread now (when a homeowner opens an estimator), so their first address does
   * not wait for a thread to load the engine. Threads are kept for the life of the pool; one
   * that dies is replaced.
   */
  warm(): void {
    while (!this.closed && this.threads.length < this.options.threads) this.spawn();
  }

  /** The ids of the live threads, for tests: the same ids across analyses mean reused threads. */
  get threadIds(): number[] {
    return this.threads.map((t) => t.worker.threadId);
  }

  /** Parcels being measured or waiting, for health checks and tests. */
  get load(): { running: number; waiting: number } {
    return {
      running: this.threads.filter((t) => t.current).length,
      waiting: this.waiting.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) {
      pending.reject(new Error('The analysis threads are closed'));
    }
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private idleThread(): Thread | undefined {
    const idle = this.threads.find((t) => !t.current);
    if (idle) return idle;
    if (this.threads.length < this.options.threads) return this.spawn();
    return undefined;
  }

  private spawn(): Thread {
    const worker = startEngineThread('analysisThread', {
      resourceLimits: this.options.resourceLimits,
    });
    worker.unref();
    const thread: Thread = { worker, current: null };
    worker.on('message', (reply: ThreadReply) => this.onReply(thread, reply));
    worker.on('error', (error) => this.onThreadDied(thread, error));
    worker.on('exit', (code) => {
      if (!this.closed) this.onThreadDied(thread, new Error(`Analysis thread exited (${code})`));
    });
    this.threads.push(thread);
    return thread;
  }

  private start(thread: Thread, pending: PendingJob): void {
    thread.current = pending;
    const started = performance.now();
    const settle = pending.resolve;
    pending.resolve = (geography) => {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      settle(geography);
    };
    // A busy thread keeps the process alive until its answer is delivered.
    thread.worker.ref();
    thread.worker.postMessage(pending.job);
  }

  private onReply(thread: Thread, reply: ThreadReply): void {
    if (reply.kind === 'log') {
      this.options.logger?.warn(reply.details, reply.message);
      return;
    }
    const pending = thread.current;
    if (!pending || pending.job.id !== reply.id) return;
    if (reply.kind === 'done') pending.resolve(withBuffer(reply.geography));
    else pending.reject(errorOf(reply.failure));
    this.next(thread);
  }

  private next(thread: Thread): void {
    thread.current = null;
    const pending = this.waiting.shift();
    if (pending) this.start(thread, pending);
    else thread.worker.unref();
  }

  private onThreadDied(thread: Thread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    thread.current?.reject(error);
    thread.current = null;
    void thread.worker.terminate();
    // The waiting parcels move to a new thread.
    const pending = this.waiting.shift();
    if (pending && !this.closed) this.start(this.spawn(), pending);
  }

  private retryAfterSeconds(): number {
    const rounds = Math.ceil((this.waiting.length + 1) / this.options.threads);
    return Math.min(60, Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)));
  }
}

/** Structured cloning turns the imagery Buffer into a plain Uint8Array. */
function withBuffer(geography: ParcelGeography): ParcelGeography {
  const { jpeg } = geography.imageryImage;
  return {
    ...geography,
    imageryImage: {
      ...geography.imageryImage,
      jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength),
    },
  };
}

const text = (f: ThreadFailure, key: string) => String(f.fields[key] ?? '');

/** The engine's own errors, rebuilt from what crossed the thread boundary. */
const ENGINE_ERRORS: Record<string, (f: ThreadFailure) => Error> = {
  AnalysisError: (f) => new AnalysisError(f.message),
  AddressNotFoundError: (f) => new AddressNotFoundError(text(f, 'address')),
  ParcelNotFoundError: (f) => new ParcelNotFoundError(text(f, 'address')),
  ImageryUnavailableError: (f) => new ImageryUnavailableError(f.message),
  ProviderTimeoutError: (f) =>
    new ProviderTimeoutError(text(f, 'service'), Number(f.fields.timeoutMs)),
  UnreadableImageError: (f) => new UnreadableImageError(f.message),
};

/** The engine's own errors come back as their classes, so the server maps them as before. */
function errorOf(failure: ThreadFailure): Error {
  const error = ENGINE_ERRORS[failure.name]?.(failure) ?? new Error(failure.message);
  // The sentence the thread wrote is the one the homeowner sees.
  error.message = failure.message;
  return error;
}
