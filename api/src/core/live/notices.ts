import { Client } from 'pg';
import type { Logger } from '../logger';

/** The channel the database triggers NOTIFY (migration 1767800000000-LiveNotices). */
export const LIVE_CHANNEL = 'doffice_live';

/** What a trigger says happened: ids only; each subscriber re-reads what it may see. */
export interface LiveNotice {
  /** booking, seats, inbox or access (the migration says which table tells which). */
  t: string;
  id: number | null;
  /** The member concerned, when there is one (a booking's member, an inbox's recipient, a session's user). */
  user: number | null;
}

type Listener = (notice: LiveNotice) => void;

/**
 * One dedicated PostgreSQL connection per instance LISTENing on the live channel (not a pooled one: a pool hands its
 * connections out and LISTEN belongs to one session), fanning each notice out to this instance's subscribers by topic.
 * Whoever wrote the change, on whichever instance, every instance hears it after the commit. The connection is
 * opened again when it drops (a database restart); notices sent while it was away are lost, so the listeners are told
 * (`onReconnect`) and may re-read.
 */
export class LiveNotices {
  private client: Client | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly reconnectListeners = new Set<() => void>();
  private stopped = false;
  private started: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  /** Listens from now on (once; a failed start is tried again by the next call); resolves once LISTEN holds. */
  start(): Promise<void> {
    this.started ??= this.connect(false).catch((err: unknown) => {
      this.started = undefined;
      throw err;
    });
    return this.started;
  }

  private async connect(again: boolean): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: 'doffice-live' });
    client.on('notification', (msg) => {
      if (msg.channel === LIVE_CHANNEL && msg.payload) this.dispatch(msg.payload);
    });
    client.on('error', (err) => this.logger.warn({ err: err.message }, 'live notices: connection error'));
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      if (!this.stopped) this.retryLater();
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (again) for (const l of this.reconnectListeners) l();
  }

  private retryLater(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.connect(true).catch((err: Error) => {
        this.logger.warn({ err: err.message }, 'live notices: could not listen again; retrying in 2 s');
        this.retryLater();
      });
    }, 2000);
    this.retryTimer.unref();
  }

  private dispatch(payload: string): void {
    let notice: LiveNotice;
    try {
      notice = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    const set = this.listeners.get(notice.t);
    if (!set) return;
    for (const l of set) {
      try {
        l(notice);
      } catch (err) {
        this.logger.error({ err }, 'live notices: a listener failed');
      }
    }
  }

  /** Calls `listener` with every notice of `topic`; returns the way to stop. */
  on(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Calls `listener` after the connection was opened again (notices may have been missed meanwhile). */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.started?.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }
}
