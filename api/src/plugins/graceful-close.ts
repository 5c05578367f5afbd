import fp from 'fastify-plugin';

/**
 * A stop under keep-alive traffic. Fastify closes the connections that are idle when it starts closing; a
 * connection busy at that moment would, once answered, stay open until the keep-alive timeout (72 s, longer
 * than the server's 15 s limit for a stop), so the stop would hang and end in a forced exit. While closing,
 * every answer says `Connection: close`, and connections that fall idle are closed at once.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onResponse', async () => {
      if (closing) app.server.closeIdleConnections();
    });
  },
  { name: 'graceful-close' },
);
