import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalIdentityProvider, IDP_MOUNT_PATH, type LocalIdpOptions } from './provider';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The names a browser on this machine reaches the dev or preview server by. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'] as const;

/** The app's origins on this port, one per loopback name. */
export function loopbackOrigins(port: number): string[] {
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
}

/** The origin a request was addressed to (its Host header), when it is one of `origins`. */
export function originAddressed(
  host: string | undefined,
  origins: readonly string[],
): string | undefined {
  if (!host) return undefined;
  const origin = `http://${host.toLowerCase()}`;
  return origins.includes(origin) ? origin : undefined;
}

export type LoopbackIdpOptions = Omit<LocalIdpOptions, 'issuer' | 'appOrigins'> & {
  /** The dev or preview server's port. */
  port: number;
};

/**
 * The local identity provider on every loopback name of the app's server, each its own issuer
 * (`http://127.0.0.1:5173/idp` for a page opened there) that sends back only to pages of its own
 * origin: a page opened on 127.0.0.1 signs in as one opened on localhost does, and the token's
 * issuer is the authority the page asked. A request addressed to any other host gets no provider.
 */
export async function createLoopbackIdentityProviders({ port, ...options }: LoopbackIdpOptions) {
  const origins = loopbackOrigins(port);
  const providers = new Map(
    await Promise.all(
      origins.map(
        async (origin) =>
          [
            origin,
            await createLocalIdentityProvider({
              ...options,
              issuer: `${origin}${IDP_MOUNT_PATH}`,
              appOrigins: [origin],
            }),
          ] as const,
      ),
    ),
  );

  const forRequest =
    (part: 'interactions' | 'callback'): Handler =>
    (req, res, next) => {
      const idp = providers.get(originAddressed(req.headers.host, origins) ?? '');
      if (idp) return idp[part](req, res, next);
      res.statusCode = 421;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`The local identity provider answers only on ${origins.join(' and ')}.`);
    };

  return { origins, interactions: forRequest('interactions'), callback: forRequest('callback') };
}
