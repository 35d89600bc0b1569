import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { DEFAULTS, ltiPlatformOrigin, type LtiToolRegistration, type SandboxOptions } from '../options.ts';
import type { CourseRec, UserRec } from '../seed/types.ts';
import type { SandboxState } from '../state/state.ts';
import { randomToken, TokenStore } from '../state/tokens.ts';
import { AGS_SCOPES, LINE_ITEM_ROUTES, LTI, ROLE } from './claims.ts';

export type MessageKind = 'resource' | 'deeplink';

/** What the platform remembers between OIDC login initiation and the authentication request. */
interface LaunchHint {
  userId: string;
  /** The tool client launched (a dynamically registered one, or the configured `reg` when absent). */
  clientId?: string;
  deploymentId?: string;
  courseId?: string;
  route: string;
  kind: MessageKind;
  resourceLinkId: string;
  expiresAt: number;
}

export interface ResourceLinkRec {
  id: string;
  courseId?: string;
  title: string;
  route?: string;
  url?: string;
  custom: Record<string, string>;
  columnId?: string;
}

/** AGS facts about a gradebook column created by the tool. */
export interface LineItemMeta {
  resourceId?: string;
  tag?: string;
  resourceLinkId?: string;
}

const HINT_LIFETIME_MS = 5 * 60_000;
/** A registration token lets one registration happen within this time (LTI Dynamic Registration §3.3). */
const REGISTRATION_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * A tool client as the platform knows it: the configured registration (`reg`) or one a tool made with
 * LTI Dynamic Registration (its own client id, the URLs it asked for, and the deployments it was given).
 */
export interface ToolClient {
  clientId: string;
  deploymentIds: string[];
  initiateLoginUri: string;
  redirectUris: string[];
  targetLinkUri: string;
  jwksUri: string;
  /** How the tool asked to be registered (the client registration request body), kept for tests and the admin page. */
  request?: Record<string, unknown>;
}

interface PlatformKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** An RS256 pair made with Web Crypto. */
async function newPlatformKey(kid: string): Promise<PlatformKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * The LTI 1.3 platform: our tool's registration, the platform key pair (made on first use
 * with Web Crypto), launch hints, resource links, line-item metadata and AGS tokens.
 */
export class LtiPlatform {
  readonly reg: LtiToolRegistration;
  readonly issuer: string;
  readonly agsTokens: TokenStore;
  readonly resourceLinks = new Map<string, ResourceLinkRec>();
  readonly lineItems = new Map<string, LineItemMeta>();
  /**
   * Line items per page of the container (AGS §3.2: a platform may page, with `Link: <…>; rel="next"`).
   * A `limit` query parameter asks for fewer; tests set this to make the platform page on its own.
   */
  lineItemsPageSize = 100;
  /**
   * Open deep-linking requests by the `session` inside their `data` (an object, as platforms may
   * send): the course and user the items go to, and the exact `data` the tool must echo.
   */
  readonly deepLinkSessions = new Map<string, { userId: string; courseId?: string; data: string }>();
  private readonly hints = new Map<string, LaunchHint>();
  /** Tools registered with LTI Dynamic Registration, by client id. */
  readonly clients = new Map<string, ToolClient>();
  /** Registration tokens handed to tools (single use) and when each stops working. */
  private readonly registrationTokens = new Map<string, number>();
  private readonly clientKeySets = new Map<string, JWTVerifyGetKey>();
  private readonly usedJtis = new Set<string>();
  /** Signing keys, newest first: the first signs, the JWKS publishes the first two (see rotateKey()). */
  private keyPairs: Promise<PlatformKey>[] = [];
  private toolKeys: JWTVerifyGetKey | undefined;

  constructor(
    private readonly state: SandboxState,
    options: SandboxOptions['lti'] = {},
  ) {
    this.reg = {
      clientId: options.clientId ?? DEFAULTS.ltiClientId,
      deploymentId: options.deploymentId ?? DEFAULTS.ltiDeploymentId,
      toolUrl: (options.toolUrl ?? state.shellUrl).replace(/\/$/, ''),
      ...(options.toolJwks ? { toolJwks: options.toolJwks } : {}),
    };
    this.issuer = (options.platformUrl ?? ltiPlatformOrigin(state.publicUrl)).replace(/\/$/, '');
    this.agsTokens = new TokenStore(state.clock);
  }

  get launchUrl(): string {
    return `${this.reg.toolUrl}/lti/launch`;
  }

  get tokenUrl(): string {
    return `${this.issuer}/lti/token`;
  }

  private keys(): Promise<PlatformKey> {
    if (this.keyPairs.length === 0) this.keyPairs.unshift(newPlatformKey('sandbox-platform-1'));
    return this.keyPairs[0]!;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    await this.keys();
    const published = await Promise.all(this.keyPairs.slice(0, 2));
    return { keys: published.map((k) => k.publicJwk) };
  }

  /**
   * Test hook (no HTTP route reaches it): the platform replaces its signing key, as a real platform rotates
   * keys. The new key (kid `sandbox-platform-<n>`) signs from now on; the JWKS publishes it and the previous one.
   * Returns the new kid.
   */
  async rotateKey(): Promise<string> {
    await this.keys();
    const kid = `sandbox-platform-${this.keyPairs.length + 1}`;
    this.keyPairs.unshift(newPlatformKey(kid));
    await this.keyPairs[0];
    return kid;
  }

  /**
   * Test hook (no HTTP route reaches it): the platform stops accepting every AGS access token it issued
   * before they expire, as a platform does after a key rotation or a restart that loses its tokens. The
   * services then answer 401 to them; a token requested afterwards works.
   */
  revokeAgsTokens(): void {
    this.agsTokens.revokeAll();
  }

  /**
   * Test hook (no HTTP route reaches it): signs `claims` exactly as given, nothing added (no iss, aud, iat or
   * exp), so a tool's tests can send launches a correct platform never would: claims missing, expired, a
   * fractional `iat`, a forged signature (`key` the platform does not publish), an unknown `kid`. By default
   * the platform's current key and kid sign, as in a real launch (`idTokenClaims()` gives real claims).
   */
  async signIdToken(claims: Record<string, unknown>, options: { kid?: string; key?: CryptoKey } = {}): Promise<string> {
    const current = await this.keys();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? current.publicJwk.kid!, typ: 'JWT' })
      .sign(options.key ?? current.privateKey);
  }

  /**
   * The tool's keys, for client assertions and deep-linking responses. A dynamically registered client's
   * keys come from the jwks_uri it registered (the configured `toolJwks` when that is the tool's own JWKS URL).
   */
  toolKeySet(clientId: string = this.reg.clientId): JWTVerifyGetKey {
    const client = this.clients.get(clientId);
    if (client && client.jwksUri !== `${this.reg.toolUrl}/lti/jwks`) {
      let set = this.clientKeySets.get(clientId);
      if (!set) this.clientKeySets.set(clientId, (set = createRemoteJWKSet(new URL(client.jwksUri))));
      return set;
    }
    this.toolKeys ??= this.reg.toolJwks
      ? createLocalJWKSet(this.reg.toolJwks)
      : createRemoteJWKSet(new URL(`${this.reg.toolUrl}/lti/jwks`));
    return this.toolKeys;
  }

  /** The configured registration as a client, then the dynamically registered ones. */
  client(clientId: string): ToolClient | undefined {
    if (clientId === this.reg.clientId) {
      return {
        clientId,
        deploymentIds: [this.reg.deploymentId],
        initiateLoginUri: `${this.reg.toolUrl}/lti/login`,
        redirectUris: [this.launchUrl],
        targetLinkUri: this.launchUrl,
        jwksUri: `${this.reg.toolUrl}/lti/jwks`,
      };
    }
    return this.clients.get(clientId);
  }

  /** A registration token for one Dynamic Registration (what Learn puts in the registration URL). */
  issueRegistrationToken(): string {
    const token = randomToken(24);
    this.registrationTokens.set(token, this.state.clock() + REGISTRATION_TOKEN_LIFETIME_MS);
    return token;
  }

  /** Single use: true once for a token issued within the last hour. */
  useRegistrationToken(token: string): boolean {
    const expiresAt = this.registrationTokens.get(token);
    this.registrationTokens.delete(token);
    return expiresAt !== undefined && expiresAt > this.state.clock();
  }

  /** Records a dynamically registered tool: a new client id and its first deployment id. */
  addClient(client: Omit<ToolClient, 'clientId' | 'deploymentIds'>): ToolClient {
    const registered: ToolClient = {
      ...client,
      clientId: `dyn-${randomToken(8)}`,
      deploymentIds: [`dyn-deployment-${randomToken(6)}`],
    };
    this.clients.set(registered.clientId, registered);
    return registered;
  }

  /**
   * A new deployment of a registered tool (a Learn administrator places it again, e.g. for another
   * node of the institution). Returns the new deployment id.
   */
  addDeployment(clientId: string): string {
    const client = this.clients.get(clientId);
    if (!client) throw new Error(`addDeployment: no dynamically registered client ${clientId}`);
    const id = `dyn-deployment-${randomToken(6)}`;
    client.deploymentIds.push(id);
    return id;
  }

  /** Client-assertion and deep-link JWT ids may be used once. */
  useJti(jti: string | undefined): boolean {
    if (!jti || this.usedJtis.has(jti)) return false;
    this.usedJtis.add(jti);
    return true;
  }

  async sign(claims: Record<string, unknown>, audience: string, lifetimeSeconds = 300): Promise<string> {
    const { privateKey, publicJwk } = await this.keys();
    const now = Math.floor(this.state.clock() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid!, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(privateKey);
  }

  /**
   * The resource link a launcher placement uses: one per (course, route, custom role), created on first launch.
   * Grade-sending routes in a course also get a line item (a 100-point column) the first time.
   */
  placement(course: CourseRec | undefined, route: string, title: string, role?: string): ResourceLinkRec {
    const existing = [...this.resourceLinks.values()].find(
      (l) => l.courseId === course?.id && l.route === route && !l.url && l.custom.role === role,
    );
    if (existing) return existing;
    const link: ResourceLinkRec = {
      id: this.state.store.mintId(),
      ...(course ? { courseId: course.id } : {}),
      title,
      route,
      // A placement's custom parameters, as a Learn administrator sets them (e.g. role=BA).
      custom: { route, ...(role ? { role } : {}) },
    };
    if (course && LINE_ITEM_ROUTES.has(route)) {
      const now = new Date(this.state.clock()).toISOString();
      const columnId = this.state.store.mintId();
      this.state.store.addColumn({
        courseId: course.id,
        id: columnId,
        externalId: `lti-${columnId}`,
        externalToolId: this.reg.clientId,
        name: title,
        displayName: title,
        externalGrade: false,
        created: now,
        modified: now,
        score: { possible: 100 },
        availability: { available: 'Yes' },
        grading: { type: 'Manual', schemaId: 'schema-score', anonymousGrading: { type: 'None' } },
        includeInCalculations: true,
        showStatisticsToStudents: false,
      });
      this.lineItems.set(columnId, { resourceId: route, resourceLinkId: link.id });
      link.columnId = columnId;
    }
    this.resourceLinks.set(link.id, link);
    return link;
  }

  /** Step 1 of a launch: where to send the browser (the tool's OIDC login initiation). */
  loginInitiationUrl(
    user: UserRec,
    course: CourseRec | undefined,
    link: ResourceLinkRec,
    kind: MessageKind,
    launchAs: { clientId: string; deploymentId: string } = {
      clientId: this.reg.clientId,
      deploymentId: this.reg.deploymentId,
    },
  ): string {
    const client = this.client(launchAs.clientId);
    if (!client) throw new Error(`loginInitiationUrl: unknown client ${launchAs.clientId}`);
    const hint = randomToken(16);
    this.hints.set(hint, {
      userId: user.id,
      clientId: client.clientId,
      deploymentId: launchAs.deploymentId,
      ...(course ? { courseId: course.id } : {}),
      route: link.route ?? link.custom.route ?? '',
      kind,
      resourceLinkId: link.id,
      expiresAt: this.state.clock() + HINT_LIFETIME_MS,
    });
    const url = new URL(client.initiateLoginUri);
    url.searchParams.set('iss', this.issuer);
    url.searchParams.set('login_hint', user.id);
    url.searchParams.set('target_link_uri', client.targetLinkUri);
    url.searchParams.set('lti_message_hint', hint);
    url.searchParams.set('client_id', client.clientId);
    url.searchParams.set('lti_deployment_id', launchAs.deploymentId);
    return url.toString();
  }

  /** Hints are single use. */
  takeHint(hint: string): LaunchHint | undefined {
    const found = this.hints.get(hint);
    this.hints.delete(hint);
    return found && found.expiresAt > this.state.clock() ? found : undefined;
  }

  roles(user: UserRec, course: CourseRec | undefined): string[] {
    const roles: string[] = [];
    const m = course ? this.state.store.membership(course.id, user.id) : undefined;
    if (m?.courseRoleId === 'Instructor') roles.push(ROLE.instructor);
    else if (m?.courseRoleId === 'TeachingAssistant') roles.push(ROLE.instructor, ROLE.teachingAssistant);
    else if (m?.courseRoleId === 'CourseBuilder') roles.push(ROLE.contentDeveloper);
    else if (m) roles.push(ROLE.learner);
    if (user.institutionRoleIds.includes('STUDENT')) roles.push(ROLE.institutionStudent);
    if (user.institutionRoleIds.includes('FACULTY')) roles.push(ROLE.institutionFaculty);
    if (user.institutionRoleIds.includes('STAFF')) roles.push(ROLE.institutionStaff);
    if (user.systemRoleIds.includes('SystemAdmin')) roles.push(ROLE.institutionAdmin, ROLE.systemAdmin);
    return roles;
  }

  /** The container ends with `/`, as some platforms send it: a tool must not build `…/lineitems//x`. */
  lineItemsUrl(courseId: string): string {
    return `${this.issuer}/lti/ags/courses/${courseId}/lineitems/`;
  }

  lineItemUrl(courseId: string, columnId: string): string {
    return `${this.lineItemsUrl(courseId)}${columnId}`;
  }

  /** The id_token claims of a resource-link or deep-linking launch. */
  idTokenClaims(hint: LaunchHint, nonce: string): Record<string, unknown> {
    const store = this.state.store;
    const user = store.userById(hint.userId)!;
    const course = hint.courseId ? store.courseById(hint.courseId) : undefined;
    const link = this.resourceLinks.get(hint.resourceLinkId);
    const claims: Record<string, unknown> = {
      sub: user.uuid,
      nonce,
      azp: hint.clientId ?? this.reg.clientId,
      name: `${user.name.given} ${user.name.family}`,
      given_name: user.name.given,
      family_name: user.name.family,
      ...(user.contact.email ? { email: user.contact.email } : {}),
      [LTI.version]: '1.3.0',
      [LTI.deploymentId]: hint.deploymentId ?? this.reg.deploymentId,
      [LTI.targetLinkUri]: this.client(hint.clientId ?? this.reg.clientId)?.targetLinkUri ?? this.launchUrl,
      [LTI.roles]: this.roles(user, course),
      [LTI.toolPlatform]: {
        guid: 'learn-sandbox',
        name: 'Learn sandbox',
        product_family_code: 'BlackboardLearn',
        version: '3900.123.0',
      },
      [LTI.launchPresentation]: {
        document_target: 'iframe',
        return_url: `${this.state.publicUrl}/`,
        locale: user.locale.id.replace('_', '-'),
      },
      [LTI.custom]: { ...(link?.custom ?? {}), route: hint.route },
      [LTI.oneTimeSessionToken]: this.state.oauth.issueSessionToken(user.id),
    };
    if (course) {
      claims[LTI.context] = {
        id: course.uuid,
        label: course.courseId,
        title: course.name,
        type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
      };
      claims[LTI.agsEndpoint] = {
        scope: Object.values(AGS_SCOPES),
        lineitems: this.lineItemsUrl(course.id),
        ...(link?.columnId ? { lineitem: this.lineItemUrl(course.id, link.columnId) } : {}),
      };
    }
    if (hint.kind === 'deeplink') {
      // `data` is opaque to the tool (LTI-DL 2.0): an object here, which the tool must echo unchanged.
      const data = { session: randomToken(12), context: course?.uuid ?? null, placement: 'course-content' };
      this.deepLinkSessions.set(data.session, {
        userId: user.id,
        ...(course ? { courseId: course.id } : {}),
        data: JSON.stringify(data),
      });
      claims[LTI.messageType] = 'LtiDeepLinkingRequest';
      claims[LTI.deepLinkingSettings] = {
        deep_link_return_url: `${this.issuer}/lti/deep-link/return`,
        accept_types: ['ltiResourceLink', 'link'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: true,
        auto_create: true,
        title: 'Add content',
        data,
      };
    } else {
      claims[LTI.messageType] = 'LtiResourceLinkRequest';
      claims[LTI.resourceLink] = { id: hint.resourceLinkId, title: link?.title ?? hint.route };
    }
    return claims;
  }
}
