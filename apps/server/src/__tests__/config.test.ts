import { describe, expect, it } from 'vitest';
import { ltiPlatformOrigin } from '@tools/sandbox';
import { ConfigError, loadConfig, sandboxPlatformOrigin, sandboxRegistration } from '@tools/server-core/config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for the sandbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      dataDir: './.data',
      databaseUrl: null,
      allowedPlatformOrigins: ['http://localhost:4010'],
      allowedShellOrigins: [],
      shellUrl: 'http://localhost:4000/',
      shellDist: null,
      logLevel: 'info',
      keyRotationDays: 90,
    });
    expect(config.platforms).toEqual([sandboxRegistration]);
    // The sandbox's platform is a different origin than its Learn site (issue 9 §5).
    expect(sandboxRegistration).toMatchObject({
      issuer: 'http://127.0.0.1:4010',
      clientId: 'course-tools-sandbox',
      authEndpoint: 'http://127.0.0.1:4010/lti/authorize',
      tokenEndpoint: 'http://127.0.0.1:4010/lti/token',
      jwksEndpoint: 'http://127.0.0.1:4010/lti/jwks',
      deploymentIds: ['sandbox-deployment-1'],
      learnUrl: 'http://localhost:4010',
    });
  });

  it('moves the default sandbox registration and allow-list with SANDBOX_URL', () => {
    const config = loadConfig({ SANDBOX_URL: 'http://localhost:4110/' });
    expect(config.allowedPlatformOrigins).toEqual(['http://localhost:4110']);
    expect(config.platforms).toEqual([
      expect.objectContaining({
        issuer: 'http://127.0.0.1:4110',
        authEndpoint: 'http://127.0.0.1:4110/lti/authorize',
        jwksEndpoint: 'http://127.0.0.1:4110/lti/jwks',
        learnUrl: 'http://localhost:4110',
      }),
    ]);
    expect(() => loadConfig({ SANDBOX_URL: 'ftp://x' })).toThrow('SANDBOX_URL: "ftp://x" is not an http(s) URL');
  });

  it("finds the sandbox's LTI platform where the sandbox puts it", () => {
    for (const learn of ['http://localhost:4010', 'http://127.0.0.1:4410', 'https://sandbox.example.edu']) {
      expect(sandboxPlatformOrigin(learn)).toBe(ltiPlatformOrigin(learn));
    }
  });

  it('normalises origin lists', () => {
    const config = loadConfig({
      ALLOWED_PLATFORM_ORIGINS: ' https://a.test/x , https://b.test:8443 ',
      ALLOWED_SHELL_ORIGINS: 'http://localhost:5173/',
    });
    expect(config.allowedPlatformOrigins).toEqual(['https://a.test', 'https://b.test:8443']);
    expect(config.allowedShellOrigins).toEqual(['http://localhost:5173']);
  });

  it('reports every bad value with a clear message', () => {
    expect(
      problems({
        PORT: 'eighty',
        PUBLIC_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        ALLOWED_PLATFORM_ORIGINS: 'not a url',
        KEY_ROTATION_DAYS: '0',
      }),
    ).toEqual([
      'PORT: "eighty" must be an integer from 1 to 65535',
      'PUBLIC_URL: "ftp://x" is not an http(s) URL',
      'DATABASE_URL: must start with postgres:// or postgresql://',
      'LOG_LEVEL: "loud" must be one of debug, info, warn, error',
      'ALLOWED_PLATFORM_ORIGINS: "not a url" is not an http(s) URL',
      'ALLOWED_PLATFORM_ORIGINS: needs at least one origin',
      'KEY_ROTATION_DAYS: "0" must be an integer from 1 to 3650',
    ]);
  });

  it('validates LTI_PLATFORMS', () => {
    expect(problems({ LTI_PLATFORMS: '{oops' })).toEqual([
      'LTI_PLATFORMS: is not valid JSON (expected an array of registrations)',
    ]);
    const bad = [{ ...sandboxRegistration, jwksEndpoint: 'nope', deploymentIds: [] }];
    expect(problems({ LTI_PLATFORMS: JSON.stringify(bad) })).toEqual([
      'LTI_PLATFORMS[0.jwksEndpoint]: jwksEndpoint must be a URL',
      'LTI_PLATFORMS[0.deploymentIds]: deploymentIds needs at least one id',
    ]);
    const twice = [sandboxRegistration, sandboxRegistration];
    expect(problems({ LTI_PLATFORMS: JSON.stringify(twice) })).toEqual([
      'LTI_PLATFORMS: issuer http://127.0.0.1:4010 with clientId course-tools-sandbox is registered twice',
    ]);
  });

  it('the error message lists the problems', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(
      'Invalid configuration:\n  - PORT: "0" must be an integer from 1 to 65535',
    );
  });
});

describe('MIGRATION_DEFAULT_PLATFORM', () => {
  it('defaults to the only allowed platform, and to none when several are allowed', () => {
    expect(loadConfig({ ALLOWED_PLATFORM_ORIGINS: 'https://a.test' }).migrationDefaultPlatform).toBe('https://a.test');
    expect(loadConfig({ ALLOWED_PLATFORM_ORIGINS: 'https://a.test,https://b.test' }).migrationDefaultPlatform).toBe(
      null,
    );
    expect(
      loadConfig({
        ALLOWED_PLATFORM_ORIGINS: 'https://a.test,https://b.test',
        MIGRATION_DEFAULT_PLATFORM: 'https://b.test/x',
      }).migrationDefaultPlatform,
    ).toBe('https://b.test');
  });
});
