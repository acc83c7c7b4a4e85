import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a kept-alive connection that is idle when draining starts (or becomes idle during it)
 * may stay open before it is closed. A client that has just had an answer sends its next request
 * within this time and is answered with `Connection: close`; closing at once would race that
 * request and reset it (docs/decisions/0049-sigterm-drains-connections.md).
 */
export const idleGraceMs = 500;

export interface Drainable {
  /**
   * Stops taking connections and lets the open ones finish: every answer from now on says
   * `Connection: close`, idle connections close after `idleGraceMs`, requests in flight finish.
   * Resolves when the last connection has closed.
   */
  drain(): Promise<void>;
}

/**
 * Makes an HTTP server drainable. Node's own `server.close()` destroys idle kept-alive connections
 * at once (a request on its way is then reset) and leaves busy ones taking request after request
 * until the client stops, so it is not used for draining.
 */
export function drainable(server: Server): Drainable {
  /** Requests being answered on each open connection. */
  const inFlight = new Map<Socket, number>();
  let draining = false;
  const idleTimers = new Set<NodeJS.Timeout>();
  const unanswered = new Set<ServerResponse>();

  const closeIfStillIdle = (socket: Socket) => {
    const timer = setTimeout(() => {
      idleTimers.delete(timer);
      // Destroyed, not ended: a request arriving now is dropped unread, never run unanswered.
      if ((inFlight.get(socket) ?? 0) === 0) socket.destroy();
    }, idleGraceMs);
    idleTimers.add(timer);
  };

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  // First of the request listeners, so the header is there before the app writes its answer.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (draining) response.setHeader('connection', 'close');
    unanswered.add(response);
    response.once('close', () => {
      unanswered.delete(response);
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (inFlight.has(socket)) inFlight.set(socket, left);
      // An answer whose headers went out before draining kept the connection alive.
      if (draining && left === 0 && !socket.destroyed) closeIfStillIdle(socket);
    });
  });

  return {
    drain() {
      draining = true;
      const closed = new Promise<void>((resolve) =>
        // net.Server's close: stop listening and call back when the last connection has gone, without
        // http.Server's destroying of idle connections.
        NetServer.prototype.close.call(server, () => resolve()),
      );
      for (const [socket, requests] of inFlight) {
        if (requests === 0) closeIfStillIdle(socket);
      }
      // Answers not started yet say Connection: close; Node then closes the connection after them.
      for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
      return closed.finally(() => {
        for (const timer of idleTimers) clearTimeout(timer);
      });
    },
  };
}
