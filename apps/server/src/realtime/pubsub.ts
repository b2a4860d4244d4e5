// The PubSub interface realtime messages travel through (DESIGN.md §3-4): services publish to a
// topic, socket hubs subscribe. In one process the in-memory implementation suffices; with several
// instances the Redis implementation carries every message to every instance, so a socket receives what
// another instance published. Messages are JSON texts, serialised once by the publisher.
// The implementations are made by createPubSub.ts: this module is the interface alone, which they
// import (no cycle).
import type { Trace } from './traceContext';

/**
 * Receives the messages of a topic, and the trace published with one (tracedPubSub.ts: the request
 * that caused it, a draw's publication time), when it carried one.
 */
export type PubSubListener = (message: string, trace?: Trace) => void;

export interface PubSub {
  /** Which implementation, for logs. */
  readonly kind: 'memory' | 'redis';
  /**
   * Delivers `message` to every listener of `topic` on every instance; `trace` goes with it where
   * the PubSub carries traces (tracedPubSub.ts), else it is dropped.
   */
  publish(topic: string, message: string, trace?: Trace): Promise<void>;
  /**
   * Adds a listener; resolves once messages published from now on will reach it. Returns the
   * function that removes it again.
   */
  subscribe(topic: string, listener: PubSubListener): Promise<() => Promise<void>>;
  /** Drops every listener and closes connections. */
  close(): Promise<void>;
  /**
   * Whether messages published now reach the other instances (Redis: both connections ready);
   * absent: always (in one process). Readiness asks it on every probe, so it must be cheap.
   */
  connected?(): boolean;
}
