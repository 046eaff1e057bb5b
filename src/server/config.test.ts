import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, originFor } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, mainHost: 'localhost', dataDir: './data', databaseUrl: undefined, smtpUrl: undefined });
    expect(originFor(config, 'demo')).toBe('http://demo.localhost:3000');
    expect(originFor(config, null)).toBe('http://localhost:3000');
  });

  it('names every bad value at once', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', MAIN_HOST: 'Bad_Host:3000' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'MAIN_HOST']) expect(message).toContain(key);
    }
  });

  it('accepts SESSION_SECRET as the auth secret and requires one in production', () => {
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32) }).authSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('runs several server processes only on PostgreSQL', () => {
    expect(() => loadConfig({ INSTANCES: '2' })).toThrow(/INSTANCES: more than one needs DATABASE_URL/);
    expect(loadConfig({ INSTANCES: '2', DATABASE_URL: 'postgres://localhost/kanri' }).instances).toBe(2);
    expect(loadConfig({}).instances).toBe(1);
    expect(() => loadConfig({ INSTANCES: '0', DATABASE_URL: 'postgres://localhost/kanri' })).toThrow(/INSTANCES/);
  });

  it('uses BASE_URL for scheme and port of partner links', () => {
    const config = loadConfig({ MAIN_HOST: 'example.com', BASE_URL: 'https://example.com' });
    expect(originFor(config, 'office')).toBe('https://office.example.com');
  });
});
