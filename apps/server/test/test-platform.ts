import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import type { PlatformRegistration } from '../src/config.ts';

export const PLATFORM = 'https://learn.test';
export const CLIENT_ID = 'tool-client';
export const DEPLOYMENT = 'dep-1';
export const LINE_ITEMS = `${PLATFORM}/api/lti/courses/_7_1/lineitems`;
export const LINE_ITEM = `${LINE_ITEMS}/li-1`;
export const DEEP_LINK_RETURN = `${PLATFORM}/webapps/blackboard/controller/lti/v2/deeplinking`;

export const registration: PlatformRegistration = {
  issuer: PLATFORM,
  clientId: CLIENT_ID,
  authEndpoint: `${PLATFORM}/lti/authorize`,
  tokenEndpoint: `${PLATFORM}/lti/token`,
  jwksEndpoint: `${PLATFORM}/lti/jwks`,
  deploymentIds: [DEPLOYMENT],
  learnUrl: PLATFORM,
  restKey: 'rest-key',
  restSecret: 'rest-secret',
};

export interface Signer {
  kid: string;
  key: CryptoKey;
  jwk: JWK;
}

export async function newSigner(kid: string): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, key: privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export interface RecordedScore {
  url: string;
  contentType: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
}

/**
 * A test LTI platform + Learn OAuth answering the server's outgoing fetches: JWKS, the 3-legged
 * code exchange, the AGS token endpoint (checks the client assertion against the tool JWKS)
 * and AGS scores.
 */
export async function createTestPlatform(options: { toolJwks: () => Promise<unknown>; now: () => Date }) {
  const signer = await newSigner('platform-key-1');
  const state = {
    published: [signer.jwk] as JWK[],
    jwksFetches: 0,
    scores: [] as RecordedScore[],
    tokenRequests: [] as URLSearchParams[],
    codeExchanges: [] as { body: URLSearchParams; authorization: string | null }[],
    assertions: [] as Record<string, unknown>[],
    learnUserUuid: 'uuid-instructor' as string | undefined,
    scoreStatus: 200,
    /** AGS line items: GET `{lineitem}` answers this scoreMaximum (status `lineItemStatus`). */
    lineItemMaximum: 100,
    lineItemStatus: 200,
    lineItemReads: [] as { url: string; authorization: string | null }[],
    /** GET `{lineitems}?resource_link_id=` answers these. */
    linkLineItems: [] as { id: string; scoreMaximum?: number }[],
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    if (method === 'GET' && url.href === registration.jwksEndpoint) {
      state.jwksFetches += 1;
      return Response.json({ keys: state.published });
    }
    if (method === 'POST' && url.href === `${PLATFORM}/learn/api/public/v1/oauth2/token`) {
      const body = new URLSearchParams(String(init?.body));
      state.codeExchanges.push({ body, authorization: headers.get('authorization') });
      if (body.get('code') !== 'good-code') return Response.json({ error: 'invalid_grant' }, { status: 400 });
      return Response.json({
        access_token: 'learn-user-token',
        token_type: 'bearer',
        expires_in: 3600,
        user_id: state.learnUserUuid,
      });
    }
    if (method === 'POST' && url.href === registration.tokenEndpoint) {
      const body = new URLSearchParams(String(init?.body));
      state.tokenRequests.push(body);
      const jwks = createLocalJWKSet((await options.toolJwks()) as { keys: JWK[] });
      const { payload } = await jwtVerify(body.get('client_assertion') ?? '', jwks, {
        audience: registration.tokenEndpoint,
        issuer: CLIENT_ID,
        subject: CLIENT_ID,
        currentDate: options.now(),
      });
      state.assertions.push(payload);
      return Response.json({
        access_token: `ags-token-${state.tokenRequests.length}`,
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    if (method === 'GET' && url.searchParams.has('resource_link_id')) {
      return Response.json(state.linkLineItems);
    }
    if (method === 'GET' && /\/lineitems?(-store)?\/[^/]+$/.test(url.pathname)) {
      state.lineItemReads.push({ url: url.href, authorization: headers.get('authorization') });
      if (state.lineItemStatus !== 200) return Response.json({}, { status: state.lineItemStatus });
      return Response.json({ id: url.href, label: 'Item', scoreMaximum: state.lineItemMaximum });
    }
    if (method === 'POST' && url.pathname.endsWith('/scores')) {
      state.scores.push({
        url: url.href,
        contentType: headers.get('content-type'),
        authorization: headers.get('authorization'),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      });
      return new Response(null, { status: state.scoreStatus });
    }
    return Response.json({ message: `test platform: no route for ${method} ${url.href}` }, { status: 404 });
  };

  async function sign(claims: Record<string, unknown>, opts: { signer?: Signer; kid?: string } = {}) {
    const s = opts.signer ?? signer;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? s.kid }).sign(s.key);
  }

  return { signer, state, fetch, sign };
}
export type TestPlatform = Awaited<ReturnType<typeof createTestPlatform>>;
