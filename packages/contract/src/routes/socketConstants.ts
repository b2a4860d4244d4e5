// Close codes shared by both sockets (game and chat), zod-free beside their plain names: the
// client's socket core acts on them whatever protocol runs on top.

/**
 * The server is draining (shutting down or being replaced): the socket is closed on purpose and the
 * client reconnects at once, without its usual back-off, and (on a server list) to another server —
 * the load balancer has already taken the draining instance out. RFC 6455's private range
 * (4000-4999); 4000-4005 are taken by the idle, kicked, token and unavailable closes.
 */
export const SOCKET_DRAIN_CLOSE_CODE = 4010;
