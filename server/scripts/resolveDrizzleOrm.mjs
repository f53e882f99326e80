// npm hoists drizzle-kit to the repository root but keeps drizzle-orm inside server/node_modules,
// where drizzle-kit's own version check cannot see it; resolve drizzle-orm from the server instead.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    const serverUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: serverUrl });
      }
      return next(specifier, context);
    }
  `)}`,
);
