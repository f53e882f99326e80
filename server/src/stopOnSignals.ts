/** A process of the server (API node or worker) closes its app, then its database, on SIGTERM or SIGINT. */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/connection';

export function stopOnSignals(app: FastifyInstance, database: Database, stopping: (signal: string) => string): void {
  let stopped = false;
  const stop = async (signal: string) => {
    if (stopped) return;
    stopped = true;
    app.log.info(stopping(signal));
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
