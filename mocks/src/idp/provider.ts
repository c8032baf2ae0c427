import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { MemoryAdapter } from './memory-adapter';
import { accountPickerPage, errorPage, logoutPage, type DemoAccount } from './pages';

/**
 * The local OpenID Connect provider the dev and preview servers start when no real one is
 * configured. A certified implementation (oidc-provider) so oidc-client-ts runs the same code path
 * as against Auth0: authorization code + PKCE (S256), refresh tokens, RS256, JWT access tokens for
 * the API audience.
 */
export type LocalIdpOptions = {
  /** e.g. http://localhost:5173/idp — must equal the mount path. */
  issuer: string;
  /** Origins the app runs on (dev and preview), for redirect and logout URIs. */
  appOrigins: readonly string[];
  accounts: readonly DemoAccount[];
  clientId?: string;
  audience?: string;
  appName?: string;
};

export const LOCAL_CLIENT_ID = 'reprally-web';
export const LOCAL_AUDIENCE = 'https://api.reprally.local';
export const IDP_MOUNT_PATH = '/idp';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export async function createLocalIdentityProvider(options: LocalIdpOptions) {
  // imported lazily so `vite build` and the browser never load the provider
  const { default: Provider, errors } = await import('oidc-provider');
  const clientId = options.clientId ?? LOCAL_CLIENT_ID;
  const audience = options.audience ?? LOCAL_AUDIENCE;
  const appName = options.appName ?? 'RepRally';
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'local-rs256',
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: clientId,
        client_name: appName,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.appOrigins.flatMap((origin) => [
          `${origin}/callback`,
          `${origin}/silent-callback`,
          `${origin}/popup-callback`,
        ]),
        // the site origin, with or without its trailing slash
        post_logout_redirect_uris: options.appOrigins.flatMap((origin) => [origin, `${origin}/`]),
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'roles'],
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email', 'email_verified'],
      roles: ['roles'],
    },
    // the roles claim lands in the ID token, as Auth0 Actions put it there
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          // a member with no name has no name claim
          ...(account.name === null ? {} : { name: account.name }),
          email: account.email,
          email_verified: true,
          roles: [...account.roles],
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      const account =
        'accountId' in token && token.accountId ? accounts.get(token.accountId) : undefined;
      return account
        ? {
            roles: [...account.roles],
            email: account.email,
            ...(account.name === null ? {} : { name: account.name }),
          }
        : undefined;
    },
    // public clients get refresh tokens without a consent prompt
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // no consent page: the app is first-party
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const existingId = ctx.oidc.session?.grantIdFor(client.clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid offline_access profile email roles');
      grant.addOIDCClaims(['roles', 'name', 'email', 'email_verified']);
      grant.addResourceScope(audience, 'api');
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(form, appName);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = errorPage('You are signed out.', appName);
        },
      },
      resourceIndicators: {
        enabled: true,
        // Auth0-style `audience` parameter selects the API
        defaultResource: async (ctx) => {
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested ? requested : audience;
        },
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenTTL: 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error), appName);
    },
    ttl: {
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      RefreshToken: 60 * 60 * 24,
      Session: 60 * 60 * 24,
      Grant: 60 * 60 * 24,
      Interaction: 60 * 10,
      AuthorizationCode: 60,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => {
    console.error('[local identity provider] server error', error);
  });

  const callback = provider.callback() as unknown as Handler;

  /** The account picker, mounted before the provider at /idp/interaction. */
  const interactions: Handler = (req, res, next) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const match = /^\/interaction\/([\w-]+)(\/login)?\/?$/.exec(url.pathname);
      if (!match) return next();
      const details = await provider.interactionDetails(req, res).catch((error: unknown) => {
        if (error instanceof errors.SessionNotFound) return null;
        throw error;
      });
      if (!details) {
        // A sign-in that already ended (Back from the app right after signing in, or a page
        // left open past its ten minutes) has nothing left to pick for: the member goes back to
        // the app, on this same origin, which knows whether she is signed in.
        res.statusCode = 303;
        res.setHeader('location', '/');
        res.setHeader('cache-control', 'no-store');
        res.end();
        return;
      }
      if (req.method === 'GET' && !match[2]) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(
          accountPickerPage({
            action: `${IDP_MOUNT_PATH}/interaction/${details.uid}/login`,
            accounts: [...accounts.values()],
            appName,
          }),
        );
        return;
      }
      if (req.method === 'POST' && match[2]) {
        const body = new URLSearchParams(await readBody(req));
        const sub = body.get('sub') ?? '';
        if (!accounts.has(sub)) {
          res.statusCode = 400;
          res.end(errorPage('Unknown demo member.', appName));
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: sub, remember: true } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      next();
    })().catch(next);
  };

  return { provider, callback, interactions, clientId, audience, issuer: options.issuer };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 1e5) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
